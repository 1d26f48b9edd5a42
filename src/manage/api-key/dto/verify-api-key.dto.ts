import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';
import { ApiKeyPermissions } from '../api-key.types';
import { IsPermissionMap } from '../../../platform/common/validation/permission-map.validator';

export class VerifyApiKeyDto {
  @ApiProperty({ description: 'The full key, as the caller presented it' })
  @MaxLength(1024)
  @IsString()
  key: string;

  @ApiPropertyOptional({ description: 'resource -> actions the key must all have', example: { files: ['read'] } })
  @IsOmittable()
  @IsPermissionMap()
  permissions?: ApiKeyPermissions;

  @ApiPropertyOptional({
    description:
      'Only a key of this configuration is valid (Better Auth 1.7); another answers INVALID_API_KEY. None: any',
    example: 'organization',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  configId?: string;
}

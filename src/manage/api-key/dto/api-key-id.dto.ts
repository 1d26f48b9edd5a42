import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

const CONFIG_ID = {
  description:
    "The configuration the key belongs to (Better Auth 1.7); needed for an organization's keys. None: `default`",
  example: 'organization',
};

export class DeleteApiKeyDto {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @MaxLength(256)
  @IsString()
  keyId: string;

  @ApiPropertyOptional(CONFIG_ID)
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  configId?: string;
}

export class GetApiKeyQuery {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @MaxLength(256)
  @IsString()
  id: string;

  @ApiPropertyOptional(CONFIG_ID)
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  configId?: string;
}

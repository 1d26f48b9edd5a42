import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';
import { IsOmittable } from '../../../platform/common/validation/optional';

export class HasPermissionDto {
  @ApiPropertyOptional({ description: 'Server-only, without a session: the user to check' })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  userId?: string;

  @ApiPropertyOptional({ description: 'Server-only, without a session: the role to check', example: 'admin' })
  @IsOmittable()
  @MaxLength(1024)
  @IsString()
  role?: string;

  @ApiPropertyOptional({ description: 'resource -> actions, all required', example: { user: ['ban'] } })
  @IsOmittable()
  @IsObject()
  permissions?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Older name of `permissions`', deprecated: true })
  @IsOmittable()
  @IsObject()
  permission?: Record<string, unknown>;
}

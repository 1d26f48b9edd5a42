import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';
import { MAX_COUNT, MAX_REFILL_INTERVAL_DAYS } from '../api-key.constants';
import { ApiKeyPermissions } from '../api-key.types';
import { IsPermissionMap } from '../../../platform/common/validation/permission-map.validator';

const SERVER_ONLY = 'Server-only: needs the `x-service-key` header.';

export class UpdateApiKeyDto {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  @MaxLength(256)
  @IsString()
  keyId: string;

  @ApiPropertyOptional({
    description:
      'The key configuration (Better Auth 1.7): `organization` for keys owned by an organization; ' +
      "none or an unknown one: `default`, the caller's own keys",
    example: 'organization',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  configId?: string;

  @ApiPropertyOptional({
    description: `The owner, or for an organization's key the member acting. ${SERVER_ONLY} With a session it must be the caller.`,
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  userId?: string;

  @ApiPropertyOptional({ description: '1 to 32 characters', example: 'CI deploys' })
  @IsOmittable()
  @MaxLength(1024)
  @IsString()
  name?: string;

  @ApiPropertyOptional({ description: 'A disabled key is refused with KEY_DISABLED' })
  @IsOmittable()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({ description: `Uses left, at least 1. ${SERVER_ONLY}`, example: 500 })
  @IsOmittable()
  @IsInt()
  remaining?: number;

  @ApiPropertyOptional({ description: `Given together with refillInterval. ${SERVER_ONLY}`, minimum: 1 })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  refillAmount?: number;

  @ApiPropertyOptional({
    description: `Days, 1 to ${MAX_REFILL_INTERVAL_DAYS}; given together with refillAmount. ${SERVER_ONLY}`,
    minimum: 1,
    maximum: MAX_REFILL_INTERVAL_DAYS,
  })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_REFILL_INTERVAL_DAYS)
  refillInterval?: number;

  @ApiPropertyOptional({ description: 'Free-form object, when metadata is enabled; null: none' })
  @IsNullable()
  @Allow()
  metadata?: unknown;

  @ApiPropertyOptional({
    description: 'Seconds from now until expiry, 1 to 365 days; null removes the expiry',
    type: Number,
    nullable: true,
  })
  @IsNullable()
  @IsInt()
  expiresIn?: number | null;

  @ApiPropertyOptional({ description: SERVER_ONLY })
  @IsOmittable()
  @IsBoolean()
  rateLimitEnabled?: boolean;

  @ApiPropertyOptional({ description: `Milliseconds. ${SERVER_ONLY}`, minimum: 1 })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  rateLimitTimeWindow?: number;

  @ApiPropertyOptional({ description: SERVER_ONLY, minimum: 1 })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  rateLimitMax?: number;

  @ApiPropertyOptional({
    description: `resource -> actions; null removes them. ${SERVER_ONLY}`,
    nullable: true,
    example: { files: ['read'] },
  })
  @IsNullable()
  @IsPermissionMap()
  permissions?: ApiKeyPermissions | null;
}

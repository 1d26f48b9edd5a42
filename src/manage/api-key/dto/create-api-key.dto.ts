import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsNullable, IsOmittable } from '../../../platform/common/validation/optional';
import { MAX_COUNT, MAX_REFILL_INTERVAL_DAYS } from '../api-key.constants';
import { ApiKeyPermissions } from '../api-key.types';
import { IsPermissionMap } from '../../../platform/common/validation/permission-map.validator';

const SERVER_ONLY = 'Server-only: needs the `x-service-key` header.';

/** Lengths, prefix format and bounds are checked by the service, so their own messages answer. */
export class CreateApiKeyDto {
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
    description:
      'The organization that owns the key, with an organization `configId`; the caller (or, server-side, ' +
      '`userId`) must be a member whose role grants `apiKey: ["create"]`',
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  organizationId?: string;

  @ApiPropertyOptional({ description: 'A label for people; 1 to 32 characters', example: 'CI deploys' })
  @IsOmittable()
  @MaxLength(1024)
  @IsString()
  name?: string;

  @ApiPropertyOptional({
    description: 'Seconds until the key expires, 1 to 365 days; null: never',
    example: 2_592_000,
    type: Number,
    nullable: true,
  })
  @IsNullable()
  @IsInt()
  expiresIn?: number | null;

  @ApiPropertyOptional({
    description: `The owner, or for an organization's key the member acting. ${SERVER_ONLY} With a session it must be the caller.`,
  })
  @IsOmittable()
  @MaxLength(256)
  @IsString()
  userId?: string;

  @ApiPropertyOptional({
    description:
      "Put before the random part: letters, digits, `_` and `-`, 1 to 32 characters; null: the configuration's own",
    nullable: true,
    example: 'proj_',
  })
  @IsNullable()
  @MaxLength(1024)
  @IsString()
  prefix?: string | null;

  @ApiPropertyOptional({
    description: `Uses left; null: unlimited. ${SERVER_ONLY}`,
    type: Number,
    nullable: true,
    example: 1000,
  })
  @IsNullable()
  @IsInt()
  remaining?: number | null;

  @ApiPropertyOptional({
    description: 'Free-form object, when metadata is enabled; null: none',
    example: { team: 'platform' },
  })
  @IsNullable()
  @Allow()
  metadata?: unknown;

  @ApiPropertyOptional({
    description: `What \`remaining\` is reset to at each refill. ${SERVER_ONLY}`,
    minimum: 1,
    example: 100,
  })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  refillAmount?: number;

  @ApiPropertyOptional({
    description: `Days between refills, 1 to ${MAX_REFILL_INTERVAL_DAYS}. ${SERVER_ONLY}`,
    minimum: 1,
    maximum: MAX_REFILL_INTERVAL_DAYS,
    example: 1,
  })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_REFILL_INTERVAL_DAYS)
  refillInterval?: number;

  @ApiPropertyOptional({
    description: `Rate-limit window in milliseconds. ${SERVER_ONLY}`,
    minimum: 1,
    example: 86_400_000,
  })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  rateLimitTimeWindow?: number;

  @ApiPropertyOptional({ description: `Requests allowed per window. ${SERVER_ONLY}`, minimum: 1, example: 10 })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(MAX_COUNT)
  rateLimitMax?: number;

  @ApiPropertyOptional({ description: `Whether the key's rate limit applies. ${SERVER_ONLY}` })
  @IsOmittable()
  @IsBoolean()
  rateLimitEnabled?: boolean;

  @ApiPropertyOptional({
    description: `resource -> actions the key may perform. ${SERVER_ONLY}`,
    example: { files: ['read'] },
  })
  @IsOmittable()
  @IsPermissionMap()
  permissions?: ApiKeyPermissions;
}

import { ApiProperty } from '@nestjs/swagger';
import { BetterAuthLine } from '../../../platform/config/app-config';
import { DEFAULT_API_KEY_CONFIG_ID } from '../api-key.constants';
import { ApiKey, ApiKeyPermissions } from '../api-key.types';

/** A key as every call but create shows it: everything except the secret, JSON columns parsed. */
export class ApiKeyResponse {
  @ApiProperty({ example: 'Jd8fK2mP0qR5sT7uV9wX1yZ3aB4cD6eF' })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'CI deploys' })
  name: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The first characters of the key (prefix included), to recognise it',
    example: 'proj_a',
  })
  start: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'proj_' })
  prefix: string | null;

  @ApiProperty({ required: false, description: 'The owner (Better Auth 1.4 answers)' })
  userId?: string;

  @ApiProperty({
    required: false,
    description:
      'The owner (Better Auth 1.7 answers): a user, or for a key of an organization configuration the organization',
  })
  referenceId?: string;

  @ApiProperty({ required: false, description: 'The key configuration (Better Auth 1.7 answers)', example: 'default' })
  configId?: string;

  @ApiProperty({ type: Number, nullable: true, description: 'Days between refills of `remaining`' })
  refillInterval: number | null;

  @ApiProperty({ type: Number, nullable: true })
  refillAmount: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastRefillAt: Date | null;

  @ApiProperty()
  enabled: boolean;

  @ApiProperty()
  rateLimitEnabled: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Milliseconds', example: 86_400_000 })
  rateLimitTimeWindow: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 10 })
  rateLimitMax: number | null;

  @ApiProperty({ description: 'Requests counted in the current window' })
  requestCount: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Uses left; null: unlimited' })
  remaining: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastRequest: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { files: ['read'] },
  })
  permissions: ApiKeyPermissions | null;

  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true })
  metadata: Record<string, unknown> | null;
}

export class CreatedApiKeyResponse extends ApiKeyResponse {
  @ApiProperty({ description: 'The full key. Shown this once: only its hash is kept.' })
  key: string;
}

/**
 * A key as the line answers it: 1.4 names the owner `userId`, 1.7 `referenceId` beside its `configId`.
 * Keys of configurations other than the default (an organization's) exist only in 1.7, and answer as it.
 */
export function toApiKeyResponse(apiKey: ApiKey, line: BetterAuthLine = '1.4'): ApiKeyResponse {
  const { key: _stored, referenceId, configId, ...shown } = apiKey;
  if (line === '1.4' && configId === DEFAULT_API_KEY_CONFIG_ID) return { ...shown, userId: referenceId };
  return { ...shown, referenceId, configId };
}

export function toCreatedApiKeyResponse(
  apiKey: ApiKey,
  fullKey: string,
  line: BetterAuthLine = '1.4',
): CreatedApiKeyResponse {
  return { ...toApiKeyResponse(apiKey, line), key: fullKey };
}

export class ApiKeyPageResponse {
  @ApiProperty({ type: ApiKeyResponse, isArray: true })
  apiKeys: ApiKeyResponse[];

  @ApiProperty({ description: 'Keys matching, before limit and offset' })
  total: number;

  @ApiProperty({ required: false })
  limit?: number;

  @ApiProperty({ required: false })
  offset?: number;
}

export class VerifyApiKeyErrorResponse {
  @ApiProperty({ example: 'KEY_EXPIRED' })
  code: string;

  @ApiProperty({ example: 'API Key has expired' })
  message: string;

  @ApiProperty({
    required: false,
    description: 'For RATE_LIMITED: `{ tryAgainIn }` in milliseconds',
    example: { tryAgainIn: 3_600_000 },
  })
  details?: Record<string, unknown>;
}

export class VerifyApiKeyResponse {
  @ApiProperty()
  valid: boolean;

  @ApiProperty({ type: VerifyApiKeyErrorResponse, nullable: true })
  error: VerifyApiKeyErrorResponse | null;

  @ApiProperty({ type: ApiKeyResponse, nullable: true })
  key: ApiKeyResponse | null;
}

export class SweepResponse {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ type: Object, nullable: true, example: null })
  error: { message: string } | null;
}

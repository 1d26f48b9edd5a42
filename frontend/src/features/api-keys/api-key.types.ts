/** A key as the service lists it: never the secret, only its first characters. */
export interface ApiKeyRecord {
  id: string;
  name: string | null;
  start: string | null;
  prefix: string | null;
  /** The owner as Better Auth 1.4 answers it; 1.7 answers `referenceId` instead. */
  userId?: string;
  referenceId?: string;
  enabled: boolean;
  remaining: number | null;
  refillAmount: number | null;
  refillInterval: number | null;
  rateLimitEnabled: boolean;
  rateLimitTimeWindow: number | null;
  rateLimitMax: number | null;
  requestCount: number;
  lastRequest: string | Date | null;
  expiresAt: string | Date | null;
  createdAt: string | Date;
  permissions: Record<string, string[]> | null;
}

export interface CreatedApiKey extends ApiKeyRecord {
  /** The full key; the service shows it in this answer only. */
  key: string;
}

/** `GET /api-key/list` as Better Auth 1.7 answers it. */
export interface ApiKeyPage {
  apiKeys: ApiKeyRecord[];
  total: number;
}

/** Resource -> actions a key may perform, as Better Auth stores it (JSON in the `permissions` column). */
export type ApiKeyPermissions = Record<string, string[]>;

/** A stored key, JSON columns parsed. `key` is the stored form: the hash, or the key itself when hashing is off. */
export interface ApiKey {
  id: string;
  name: string | null;
  start: string | null;
  prefix: string | null;
  key: string;
  /**
   * The owner: a user's id, or an organization's for a key of an organization configuration. Rows
   * Better Auth 1.4 wrote name the owner only in `userId`, read here as this.
   */
  referenceId: string;
  /** The key configuration the key was made under (1.7's `configId`); 1.4's keys are the default one's. */
  configId: string;
  /** Days between refills of `remaining`. */
  refillInterval: number | null;
  refillAmount: number | null;
  lastRefillAt: Date | null;
  enabled: boolean;
  rateLimitEnabled: boolean;
  /** Milliseconds. */
  rateLimitTimeWindow: number | null;
  rateLimitMax: number | null;
  requestCount: number;
  remaining: number | null;
  lastRequest: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  permissions: ApiKeyPermissions | null;
  metadata: Record<string, unknown> | null;
}

/** Columns a create or update may write; JSON values are serialised by the repository. */
export type ApiKeyChanges = Partial<Omit<ApiKey, 'id' | 'referenceId' | 'configId' | 'key' | 'createdAt'>>;

/** What one use of a key may do to its counters, decided from the row as last read. */
export interface UsagePlan {
  now: Date;
  /**
   * The rate-limit window the use falls in, when the key's limit applies: uses at or after
   * `startsAt` count towards `max`; an older last request starts a new window.
   */
  window: { startsAt: Date; timeWindowMs: number } | null;
}

/** A page of a key list; `sortBy` is one of the sortable fields. */
export interface ApiKeyPageRequest {
  limit?: number;
  offset?: number;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
}

/** What owns a new key: a user, or (keys of an organization configuration) an organization. */
export type ApiKeyOwnerKind = 'user' | 'organization';

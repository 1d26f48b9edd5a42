/**
 * Better Auth's secondary storage: short-lived keys outside the database, shared by every instance
 * when it is Redis. Keys expire on their own; sets hold members that each carry their own expiry.
 * Every operation is one atomic step, so instances never lose each other's writes.
 */
export abstract class SecondaryStorage {
  /** Whether every instance reads and writes the same keys (Redis), rather than this process alone. */
  abstract readonly isShared: boolean;

  /** The value at `key`, or null when it is absent or has expired. */
  abstract get(key: string): Promise<string | null>;

  /** The values at `keys`, in order, null where absent. */
  abstract getMany(keys: readonly string[]): Promise<Array<string | null>>;

  /**
   * The JSON object at `key` and, in the same step, the value its string field `linkField` points at
   * (the key `linkedPrefix` + the field's value); null for either when absent.
   */
  abstract getLinked(key: string, linkField: string, linkedPrefix: string): Promise<[string | null, string | null]>;

  /** Stores `value` for `ttlMs` milliseconds. */
  abstract set(key: string, value: string, ttlMs: number): Promise<void>;

  /** Stores `value` for `ttlMs` milliseconds only when `key` holds nothing; whether it did. */
  abstract setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;

  /**
   * Merges `fields` into the JSON object at `key` in one step, when every field of `onlyIf` has the
   * given value (null matches null), and moves its expiry when `ttlMs` is given. The stored object
   * afterwards, changed or not; null when the key is absent.
   */
  abstract merge(
    key: string,
    fields: Readonly<Record<string, unknown>>,
    options?: MergeOptions,
  ): Promise<string | null>;

  abstract delete(keys: readonly string[]): Promise<void>;

  /** Adds (or moves) `member` in the set at `key`; it counts until `expiresAtMs`. */
  abstract addToSet(key: string, member: string, expiresAtMs: number): Promise<void>;

  /** The members of the set that have not expired at `nowMs`; expired ones are dropped. */
  abstract membersOf(key: string, nowMs: number): Promise<string[]>;

  /** How many members of the set have not expired at `nowMs`. */
  abstract countMembers(key: string, nowMs: number): Promise<number>;

  abstract removeFromSet(key: string, members: readonly string[]): Promise<void>;

  /** Resolves when the storage answers; rejects with SECONDARY_STORAGE_UNAVAILABLE otherwise. */
  abstract ping(): Promise<void>;
}

export interface MergeOptions {
  readonly onlyIf?: Readonly<Record<string, string | null>>;
  readonly ttlMs?: number;
}

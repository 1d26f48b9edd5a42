/** The lock settings in milliseconds, as a store applies them. */
export interface LockoutRules {
  readonly maxFailures: number;
  /** Failures are forgotten this long after the last one. */
  readonly failureResetMs: number;
  /** The first lock; each further run of `maxFailures` failures adds as much again. */
  readonly lockMs: number;
  readonly maxLockMs: number;
}

/** One address's record: failures counted since the last reset, and the end of its lock (0 for none). */
export interface LockoutRecord {
  readonly failures: number;
  readonly lastFailureMs: number;
  readonly lockedUntilMs: number;
}

/**
 * The answer to a failed check: counted, with the record after (which may start a lock), or not
 * counted because the address was already locked when the failure landed.
 */
export type FailureCount =
  | { readonly isCounted: true; readonly record: LockoutRecord }
  | { readonly isCounted: false; readonly lockedUntilMs: number };

/**
 * Failed sign-ins and locks per address key, shared by every instance. Only failures are counted, so
 * any number of right passwords at once never trip the lock. Times are the service clock's
 * milliseconds, stored as values and compared with `nowMs`: a store's own expiry (a Redis TTL) only
 * drops records that no longer matter.
 */
export abstract class AccountLockoutStore {
  /**
   * In one atomic step: leaves the key alone when it is locked at `nowMs`; otherwise counts one failure
   * (from 1 again once `failureResetMs` has passed since the last failure) and, when the count reaches
   * a multiple of `maxFailures`, locks the key (see `lockMsAfter`).
   */
  abstract countFailure(key: string, nowMs: number, rules: LockoutRules): Promise<FailureCount>;

  /**
   * In one atomic step: forgets the key's failures unless it is locked at `nowMs`. Answers the end of
   * that lock, or null when the key was not locked (and is now forgotten).
   */
  abstract clearUnlessLocked(key: string, nowMs: number): Promise<number | null>;

  /** The key's record, or null when it has none. */
  abstract find(key: string): Promise<LockoutRecord | null>;

  /** Forgets the key's failures and lifts its lock. */
  abstract clear(key: string): Promise<void>;
}

/** How long the lock started by the `failures`-th failure lasts: one `lockMs` per run of failures, capped. */
export function lockMsAfter(failures: number, rules: LockoutRules): number {
  return Math.min(rules.maxLockMs, rules.lockMs * Math.floor(failures / rules.maxFailures));
}

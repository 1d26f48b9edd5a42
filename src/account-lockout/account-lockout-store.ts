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
 * The answer to an attempt: refused while the address is locked; otherwise counted as a failure
 * before its password is checked (a right password then clears the record), with the record after.
 */
export type LockoutAdmission =
  | { readonly isAdmitted: true; readonly record: LockoutRecord }
  | { readonly isAdmitted: false; readonly lockedUntilMs: number };

/**
 * Failed sign-ins and locks per address key, shared by every instance. Times are the service
 * clock's milliseconds, stored as values and compared with `nowMs`: a store's own expiry (a
 * Redis TTL) only drops records that no longer matter.
 */
export abstract class AccountLockoutStore {
  /**
   * In one atomic step: refuses the attempt when the key is locked at `nowMs`; otherwise counts it
   * (from 1 again once `failureResetMs` has passed since the last failure) and, when the count
   * reaches a multiple of `maxFailures`, locks the key (see `lockMsAfter`).
   */
  abstract admit(key: string, nowMs: number, rules: LockoutRules): Promise<LockoutAdmission>;

  /** The key's record, or null when it has none. */
  abstract find(key: string): Promise<LockoutRecord | null>;

  /** Forgets the key's failures and lifts its lock. */
  abstract clear(key: string): Promise<void>;
}

/** How long the lock started by the `failures`-th failure lasts: one `lockMs` per run of failures, capped. */
export function lockMsAfter(failures: number, rules: LockoutRules): number {
  return Math.min(rules.maxLockMs, rules.lockMs * Math.floor(failures / rules.maxFailures));
}

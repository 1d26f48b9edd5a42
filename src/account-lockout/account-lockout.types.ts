/** One sign-in attempt, counted before its password is checked. */
export interface SignInAttempt {
  /** The address's key; null when the lock is off and nothing was counted. */
  readonly key: string | null;
  readonly email: string;
  /** Failures counted for the address, this attempt included. */
  readonly failures: number;
  /** When this attempt, should its password be wrong, is the one that locks the address: the lock's end. */
  readonly startsLockUntilMs: number | null;
}

/** Whether an address is locked now, and the failures counted towards its next lock. */
export interface LockState {
  readonly isLocked: boolean;
  readonly lockedUntil: Date | null;
  readonly failedAttempts: number;
}

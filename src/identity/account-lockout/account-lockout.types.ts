/** One sign-in attempt at an address, admitted because the address was not locked when it came. */
export interface SignInAttempt {
  /** The address's key; null when the lock is off and nothing is counted. */
  readonly key: string | null;
  readonly email: string;
}

/** Whether an address is locked now, and the failures counted towards its next lock. */
export interface LockState {
  readonly isLocked: boolean;
  readonly lockedUntil: Date | null;
  readonly failedAttempts: number;
}

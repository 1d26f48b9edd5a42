import { toSeconds } from '../common/time/parse-duration';
import { AccountLockoutConfig } from './app-config';

/** `rateLimit.accountLockout` in `config/default.json`: durations as time strings or seconds. */
export interface RawAccountLockout {
  enabled: boolean;
  maxFailures: number;
  failureReset: string | number;
  lockDuration: string | number;
  maxLockDuration: string | number;
}

/** Longer than any sensible lock or memory of failures; keeps every instant a valid date on every database. */
const MAX_DURATION_SECONDS = 366 * 86_400;

/** Reads and checks the settings; a problem is one message naming the setting. */
export function readAccountLockoutConfig(raw: RawAccountLockout): AccountLockoutConfig {
  if (typeof raw.enabled !== 'boolean') throw new Error('accountLockout.enabled must be true or false');
  if (!(Number.isInteger(raw.maxFailures) && raw.maxFailures >= 1 && raw.maxFailures <= 1000)) {
    throw new Error('accountLockout.maxFailures must be a whole number from 1 to 1000');
  }
  const failureResetSeconds = readDuration('failureReset', raw.failureReset);
  const lockSeconds = readDuration('lockDuration', raw.lockDuration);
  const maxLockSeconds = readDuration('maxLockDuration', raw.maxLockDuration);
  if (maxLockSeconds < lockSeconds)
    throw new Error('accountLockout.maxLockDuration must not be shorter than accountLockout.lockDuration');
  return { enabled: raw.enabled, maxFailures: raw.maxFailures, failureResetSeconds, lockSeconds, maxLockSeconds };
}

function readDuration(name: string, value: string | number): number {
  const problem = `accountLockout.${name} must be a duration from 1s to 366d, as "15m" or a number of seconds`;
  let seconds: number;
  try {
    seconds = toSeconds(value);
  } catch {
    throw new Error(problem);
  }
  if (!(Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_DURATION_SECONDS)) throw new Error(problem);
  return seconds;
}

export const FALLBACK_ACCOUNT_LOCKOUT_CONFIG: AccountLockoutConfig = {
  enabled: true,
  maxFailures: 10,
  failureResetSeconds: 43_200,
  lockSeconds: 60,
  maxLockSeconds: 900,
};

import { RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS } from './mail.constants';

/** The wait before the next attempt once `failedAttempts` (1 or more) have failed: doubling from the base, capped. */
export function retryDelayMs(failedAttempts: number): number {
  // Past 2^30 the cap has long been reached; a bounded exponent keeps the product finite.
  const exponent = Math.min(Math.max(failedAttempts, 1) - 1, 30);
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, RETRY_MAX_DELAY_MS);
}

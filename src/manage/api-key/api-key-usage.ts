import { BanStatus, isBanned } from '../../identity/user/user-ban';
import { DAY_MS } from './api-key.constants';
import { ApiKey, UsagePlan } from './api-key.types';

/**
 * The rules of one use of a key, in one place. The verifier follows them step by step; the
 * PostgreSQL statement that records the common use in one go (`useByKeyStatement`) restates them in
 * SQL, and a property test holds the two to the same answers.
 */

/** The owner's part in a use: a ban, which ends by itself once `banExpires` has passed. */
export type KeyOwnerStatus = BanStatus;

export interface UseRequest {
  apiKey: ApiKey;
  /** Null when the key's owner is gone. */
  owner: KeyOwnerStatus | null;
  now: Date;
  /** Whether the service's key rate limits are on. */
  limitsEnabled: boolean;
  /** Whether the key grants the permissions asked for (true when none were). */
  isPermitted: boolean;
}

/** Why a key may not be used now, in the order the checks are made; `deletesKey` when it is gone for good. */
export type UseRefusal =
  | { code: 'KEY_DISABLED' | 'INVALID_USER_ID_FROM_API_KEY' | 'USER_BANNED' | 'KEY_NOT_FOUND' }
  | { code: 'KEY_EXPIRED'; deletesKey: true }
  | { code: 'USAGE_EXCEEDED'; deletesKey: boolean }
  | { code: 'RATE_LIMITED'; tryAgainInMs: number };

/** A use that may go ahead: what to write (a refill first when due), and the key as the use leaves it. */
interface AllowedUse {
  plan: UsagePlan;
  /** The last refill (or the creation) must be older than this for the refill to be written; null: none due. */
  refillDueBefore: Date | null;
  after: ApiKey;
}

export type UseDecision = { refusal: UseRefusal } | AllowedUse;

export function decideUse({ apiKey, owner, now, limitsEnabled, isPermitted }: UseRequest): UseDecision {
  if (!apiKey.enabled) return { refusal: { code: 'KEY_DISABLED' } };
  if (apiKey.expiresAt && apiKey.expiresAt < now) return { refusal: { code: 'KEY_EXPIRED', deletesKey: true } };
  if (!owner) return { refusal: { code: 'INVALID_USER_ID_FROM_API_KEY' } };
  if (isBanned(owner, now.getTime())) return { refusal: { code: 'USER_BANNED' } };
  if (!isPermitted) return { refusal: { code: 'KEY_NOT_FOUND' } };
  // Used up for good: nothing left and nothing coming back.
  if (apiKey.remaining === 0 && apiKey.refillAmount === null)
    return { refusal: { code: 'USAGE_EXCEEDED', deletesKey: true } };
  const refillDueBefore = refillDueBeforeOf(apiKey, now);
  const remaining = refillDueBefore ? apiKey.refillAmount : apiKey.remaining;
  if (remaining !== null && remaining <= 0) return { refusal: { code: 'USAGE_EXCEEDED', deletesKey: false } };
  const plan = planUsage(apiKey, now, limitsEnabled);
  const { window } = plan;
  const isNewWindow = window !== null && (apiKey.lastRequest === null || apiKey.lastRequest < window.startsAt);
  if (window && !isNewWindow && apiKey.requestCount >= apiKey.rateLimitMax!) {
    const sinceLastMs = now.getTime() - apiKey.lastRequest!.getTime();
    return { refusal: { code: 'RATE_LIMITED', tryAgainInMs: Math.ceil(window.timeWindowMs - sinceLastMs) } };
  }
  const after: ApiKey = {
    ...apiKey,
    lastRefillAt: refillDueBefore ? now : apiKey.lastRefillAt,
    remaining: remaining === null ? null : remaining - 1,
    requestCount: window === null ? apiKey.requestCount : isNewWindow ? 1 : apiKey.requestCount + 1,
    lastRequest: now,
    updatedAt: now,
  };
  return { plan, refillDueBefore, after };
}

/**
 * When a refill is due, the last refill (or the creation) must be older than the returned date:
 * more than `refillInterval` days have passed. Counted as elapsed time, so no date is made from an
 * interval too long to reach (a row written before intervals were bounded); an interval or amount
 * below 1 is no refill at all.
 */
function refillDueBeforeOf(apiKey: ApiKey, now: Date): Date | null {
  const { remaining, refillInterval, refillAmount } = apiKey;
  if (remaining === null || refillInterval === null || refillInterval < 1 || refillAmount === null || refillAmount < 1)
    return null;
  const intervalMs = refillInterval * DAY_MS;
  const lastRefill = apiKey.lastRefillAt ?? apiKey.createdAt;
  return now.getTime() - lastRefill.getTime() > intervalMs ? new Date(now.getTime() - intervalMs) : null;
}

/**
 * The window a use falls in when the key's limit applies (limits on, on the key too, with a
 * window and a maximum). A window ends once no request came for `rateLimitTimeWindow` ms; a window
 * reaching before 1970 (a SQLite row can hold any integer) starts there, which no request predates.
 */
function planUsage(apiKey: ApiKey, now: Date, limitsEnabled: boolean): UsagePlan {
  const applies =
    limitsEnabled && apiKey.rateLimitEnabled && apiKey.rateLimitTimeWindow !== null && apiKey.rateLimitMax !== null;
  if (!applies) return { now, window: null };
  const timeWindowMs = apiKey.rateLimitTimeWindow!;
  return { now, window: { startsAt: new Date(Math.max(now.getTime() - timeWindowMs, 0)), timeWindowMs } };
}

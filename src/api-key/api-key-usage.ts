import { DAY_MS } from './api-key.constants';
import { ApiKey, UsagePlan } from './api-key.types';

/** Why a use was refused, read from the row after the conditional update did not match. */
export type UsageRefusal = { reason: 'used-up' } | { reason: 'rate-limited'; tryAgainInMs: number };

/** When a refill is due, the last refill (or the creation) must be older than this. */
export function refillDueBefore(apiKey: ApiKey, now: Date): Date | null {
  if (apiKey.remaining === null || !apiKey.refillInterval || !apiKey.refillAmount) return null;
  const dueBefore = new Date(now.getTime() - apiKey.refillInterval * DAY_MS);
  const lastRefill = apiKey.lastRefillAt ?? apiKey.createdAt;
  return lastRefill < dueBefore ? dueBefore : null;
}

/** Used up for good: nothing left and nothing coming back. Such a key is deleted. */
export function isExhausted(apiKey: ApiKey): boolean {
  return apiKey.remaining === 0 && apiKey.refillAmount === null;
}

/**
 * The window a use falls in when the key's limit applies (limits on, on the key too, with a
 * window and a maximum). A window ends once no request came for `rateLimitTimeWindow` ms.
 */
export function planUsage(apiKey: ApiKey, now: Date, limitsEnabled: boolean): UsagePlan {
  const applies = limitsEnabled && apiKey.rateLimitEnabled && apiKey.rateLimitTimeWindow !== null && apiKey.rateLimitMax !== null;
  if (!applies) return { now, window: null };
  const timeWindowMs = apiKey.rateLimitTimeWindow!;
  return { now, window: { startsAt: new Date(now.getTime() - timeWindowMs), timeWindowMs } };
}

/** What stops a use under `plan`, or null when nothing does (the row changed meanwhile). */
export function refusalOf(apiKey: ApiKey, plan: UsagePlan): UsageRefusal | null {
  if (apiKey.remaining !== null && apiKey.remaining <= 0) return { reason: 'used-up' };
  const { window } = plan;
  if (!window || apiKey.rateLimitTimeWindow !== window.timeWindowMs) return null;
  if (apiKey.lastRequest === null || apiKey.lastRequest < window.startsAt) return null;
  if (apiKey.requestCount < apiKey.rateLimitMax!) return null;
  const sinceLastMs = plan.now.getTime() - apiKey.lastRequest.getTime();
  return { reason: 'rate-limited', tryAgainInMs: Math.ceil(window.timeWindowMs - sinceLastMs) };
}

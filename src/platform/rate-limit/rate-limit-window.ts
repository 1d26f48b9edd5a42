import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a store answers the throttler for one request (the package does not export the type by name). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A counter after one more request: how many requests its window has seen, and when the last one was let through. */
export interface RateLimitHit {
  count: number;
  lastRequestMs: number;
}

/**
 * Counts one request as Better Auth does: the window restarts (count 1) once `windowMs` has passed
 * since the last request let through; otherwise the count goes up, and `lastRequestMs` moves only
 * while the count is within `max`. A count above `max` therefore means refused. The database store's
 * statement (`RateLimitRepository.hit`) restates this rule in SQL; a test holds the two together.
 */
export function nextHit(
  previous: RateLimitHit | undefined,
  nowMs: number,
  windowMs: number,
  max: number,
): RateLimitHit {
  if (previous === undefined || nowMs - previous.lastRequestMs > windowMs) return { count: 1, lastRequestMs: nowMs };
  return { count: previous.count + 1, lastRequestMs: previous.count < max ? nowMs : previous.lastRequestMs };
}

/**
 * The throttler's answer to a counted request: refused above `max`, and the whole seconds until the
 * window ends (at least 1), which the guard sends as `X-Retry-After`.
 */
export function throttlerRecordOf(
  hit: RateLimitHit,
  nowMs: number,
  windowMs: number,
  max: number,
): ThrottlerStorageRecord {
  const secondsLeft = Math.max(1, Math.ceil((hit.lastRequestMs + windowMs - nowMs) / 1000));
  const isBlocked = hit.count > max;
  return { totalHits: hit.count, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
}

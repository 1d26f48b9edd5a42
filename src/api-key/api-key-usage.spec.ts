import { isExhausted, planUsage, refillDueBefore, refusalOf } from './api-key-usage';
import { ApiKey } from './api-key.types';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

function key(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k',
    name: null,
    start: null,
    prefix: null,
    key: 'hash',
    userId: 'u',
    refillInterval: null,
    refillAmount: null,
    lastRefillAt: null,
    enabled: true,
    rateLimitEnabled: true,
    rateLimitTimeWindow: 60_000,
    rateLimitMax: 2,
    requestCount: 0,
    remaining: null,
    lastRequest: null,
    expiresAt: null,
    createdAt: new Date(NOW.getTime() - 10 * DAY_MS),
    updatedAt: NOW,
    permissions: null,
    metadata: null,
    ...overrides,
  };
}

describe('refillDueBefore', () => {
  it('is due once more than refillInterval days have passed since the last refill', () => {
    const lastRefillAt = new Date(NOW.getTime() - 2 * DAY_MS - 1);
    expect(refillDueBefore(key({ remaining: 0, refillAmount: 5, refillInterval: 2, lastRefillAt }), NOW)).toEqual(
      new Date(NOW.getTime() - 2 * DAY_MS),
    );
  });

  it('is not due at exactly refillInterval days', () => {
    const lastRefillAt = new Date(NOW.getTime() - 2 * DAY_MS);
    expect(refillDueBefore(key({ remaining: 0, refillAmount: 5, refillInterval: 2, lastRefillAt }), NOW)).toBeNull();
  });

  it('counts from the creation when the key was never refilled', () => {
    expect(refillDueBefore(key({ remaining: 3, refillAmount: 5, refillInterval: 9 }), NOW)).not.toBeNull();
    expect(refillDueBefore(key({ remaining: 3, refillAmount: 5, refillInterval: 11 }), NOW)).toBeNull();
  });

  it('never refills unlimited keys or keys without both refill settings', () => {
    expect(refillDueBefore(key({ remaining: null, refillAmount: 5, refillInterval: 1 }), NOW)).toBeNull();
    expect(refillDueBefore(key({ remaining: 0, refillAmount: null, refillInterval: 1 }), NOW)).toBeNull();
    expect(refillDueBefore(key({ remaining: 0, refillAmount: 5, refillInterval: null }), NOW)).toBeNull();
  });
});

describe('isExhausted', () => {
  it('holds only for a key with nothing left and no refill', () => {
    expect(isExhausted(key({ remaining: 0 }))).toBe(true);
    expect(isExhausted(key({ remaining: 0, refillAmount: 1, refillInterval: 1 }))).toBe(false);
    expect(isExhausted(key({ remaining: 1 }))).toBe(false);
    expect(isExhausted(key({ remaining: null }))).toBe(false);
  });
});

describe('planUsage', () => {
  it('puts the window start one window before now when the limit applies', () => {
    expect(planUsage(key(), NOW, true)).toEqual({ now: NOW, window: { startsAt: new Date(NOW.getTime() - 60_000), timeWindowMs: 60_000 } });
  });

  it('has no window when limits are off globally or on the key, or the key lacks a window or maximum', () => {
    expect(planUsage(key(), NOW, false).window).toBeNull();
    expect(planUsage(key({ rateLimitEnabled: false }), NOW, true).window).toBeNull();
    expect(planUsage(key({ rateLimitTimeWindow: null }), NOW, true).window).toBeNull();
    expect(planUsage(key({ rateLimitMax: null }), NOW, true).window).toBeNull();
  });
});

describe('refusalOf', () => {
  const plan = planUsage(key(), NOW, true);

  it('reports a used-up key before a rate limit', () => {
    const lastRequest = new Date(NOW.getTime() - 1_000);
    expect(refusalOf(key({ remaining: 0, requestCount: 2, lastRequest }), plan)).toEqual({ reason: 'used-up' });
  });

  it('reports the rate limit with the milliseconds until the window ends', () => {
    const lastRequest = new Date(NOW.getTime() - 15_000);
    expect(refusalOf(key({ requestCount: 2, lastRequest }), plan)).toEqual({ reason: 'rate-limited', tryAgainInMs: 45_000 });
  });

  it('finds nothing once the window has passed, or below the maximum, or when the window changed', () => {
    expect(refusalOf(key({ requestCount: 2, lastRequest: new Date(NOW.getTime() - 60_001) }), plan)).toBeNull();
    expect(refusalOf(key({ requestCount: 1, lastRequest: new Date(NOW.getTime() - 1_000) }), plan)).toBeNull();
    expect(refusalOf(key({ requestCount: 2, lastRequest: NOW, rateLimitTimeWindow: 30_000 }), plan)).toBeNull();
  });
});

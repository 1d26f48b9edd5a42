import { UseDecision, UseRequest, decideUse } from './api-key-usage';
import { ApiKey } from './api-key.types';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function key(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k',
    name: null,
    start: null,
    prefix: null,
    key: 'hash',
    referenceId: 'u',
    configId: 'default',
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
    createdAt: ago(10 * DAY_MS),
    updatedAt: ago(10 * DAY_MS),
    permissions: null,
    metadata: null,
    ...overrides,
  };
}

function decide(overrides: Partial<ApiKey>, request: Partial<Omit<UseRequest, 'apiKey'>> = {}): UseDecision {
  return decideUse({
    apiKey: key(overrides),
    owner: { banned: false, banExpires: null },
    now: NOW,
    limitsEnabled: true,
    isPermitted: true,
    ...request,
  });
}

const after = (decision: UseDecision) => ('after' in decision ? decision.after : decision);

describe('decideUse', () => {
  it('refuses in order: disabled, expired (deleting it), no owner, banned, not permitted', () => {
    expect(decide({ enabled: false, expiresAt: ago(1) })).toEqual({ refusal: { code: 'KEY_DISABLED' } });
    expect(decide({ expiresAt: ago(1) }, { owner: null })).toEqual({
      refusal: { code: 'KEY_EXPIRED', deletesKey: true },
    });
    expect(decide({}, { owner: null })).toEqual({ refusal: { code: 'INVALID_USER_ID_FROM_API_KEY' } });
    expect(decide({}, { owner: { banned: true, banExpires: null }, isPermitted: false })).toEqual({
      refusal: { code: 'USER_BANNED' },
    });
    expect(decide({ remaining: 0 }, { isPermitted: false })).toEqual({ refusal: { code: 'KEY_NOT_FOUND' } });
  });

  it('lets a key be used at the very millisecond it expires, and a user whose ban has just ended', () => {
    expect(after(decide({ expiresAt: NOW }))).toMatchObject({ lastRequest: NOW });
    expect(after(decide({}, { owner: { banned: true, banExpires: NOW } }))).toMatchObject({ lastRequest: NOW });
  });

  it('deletes a key with nothing left and no refill, and refuses one waiting for its refill without deleting it', () => {
    expect(decide({ remaining: 0 })).toEqual({ refusal: { code: 'USAGE_EXCEEDED', deletesKey: true } });
    expect(decide({ remaining: 0, refillAmount: 5, refillInterval: 30 })).toEqual({
      refusal: { code: 'USAGE_EXCEEDED', deletesKey: false },
    });
  });

  it('refills once more than refillInterval days have passed since the last refill (or the creation), then counts the use', () => {
    const due = decide({ remaining: 0, refillAmount: 5, refillInterval: 2, lastRefillAt: ago(2 * DAY_MS + 1) });
    expect(due).toMatchObject({ refillDueBefore: ago(2 * DAY_MS), after: { remaining: 4, lastRefillAt: NOW } });
    expect(decide({ remaining: 0, refillAmount: 5, refillInterval: 2, lastRefillAt: ago(2 * DAY_MS) })).toMatchObject({
      refusal: { code: 'USAGE_EXCEEDED' },
    });
    expect(decide({ remaining: 1, refillAmount: 5, refillInterval: 9 })).toMatchObject({ after: { remaining: 4 } });
    expect(decide({ remaining: 1, refillAmount: 5, refillInterval: 11 })).toMatchObject({
      refillDueBefore: null,
      after: { remaining: 0 },
    });
  });

  it('never refills from an interval or amount below 1, nor from an interval too long to reach', () => {
    for (const refill of [
      { refillInterval: 0 },
      { refillInterval: -2_147_483_648 },
      { refillAmount: 0 },
      { refillInterval: 2_147_483_647 },
    ]) {
      expect(decide({ remaining: 1, refillAmount: 5, refillInterval: 1, ...refill })).toMatchObject({
        refillDueBefore: null,
        after: { remaining: 0 },
      });
    }
  });

  it('counts uses in the window, opens a new one after a quiet window, and refuses over the maximum with the time left', () => {
    expect(after(decide({ requestCount: 1, lastRequest: ago(60_000) }))).toMatchObject({ requestCount: 2 });
    expect(after(decide({ requestCount: 2, lastRequest: ago(60_001) }))).toMatchObject({ requestCount: 1 });
    expect(decide({ requestCount: 2, lastRequest: ago(15_000) })).toEqual({
      refusal: { code: 'RATE_LIMITED', tryAgainInMs: 45_000 },
    });
  });

  it('reports a used-up key before a rate limit', () => {
    expect(decide({ remaining: -1, requestCount: 2, lastRequest: ago(1) })).toEqual({
      refusal: { code: 'USAGE_EXCEEDED', deletesKey: false },
    });
  });

  it('keeps requestCount when no limit applies: off for the service or the key, or no window or maximum', () => {
    for (const [overrides, request] of [
      [{}, { limitsEnabled: false }],
      [{ rateLimitEnabled: false }, {}],
      [{ rateLimitTimeWindow: null }, {}],
      [{ rateLimitMax: null }, {}],
    ] as const) {
      expect(after(decide({ ...overrides, requestCount: 7, lastRequest: ago(1) }, request))).toMatchObject({
        requestCount: 7,
        lastRequest: NOW,
      });
    }
  });

  it('starts a window reaching before 1970 at 1970, so a huge stored window makes no invalid date', () => {
    const decision = decide({ rateLimitTimeWindow: 8.64e15, requestCount: 2, lastRequest: ago(1) });
    expect(decision).toEqual({ refusal: { code: 'RATE_LIMITED', tryAgainInMs: 8.64e15 - 1 } });
  });
});

import { LINE_14_CONFIG } from '../../support/admin';
import { ApiKeyPieces, KeyFields, apiKeyPieces, storeKey } from '../support/api-keys';
import { Medium, createUser, openMedium } from '../support/medium-services';

const DAY_SECONDS = 86_400;
const USAGE_EXCEEDED = { code: 'USAGE_EXCEEDED', message: 'API Key has reached its usage limit' };

function refusal(error: Record<string, unknown>) {
  return { valid: false, error, key: null };
}

/** Asserts a RATE_LIMITED answer within the window. */
function expectRateLimited(answer: Record<string, any>, windowMs: number): void {
  const tryAgainIn = answer.error?.details?.tryAgainIn;
  expect(answer).toEqual(refusal({ code: 'RATE_LIMITED', message: 'Rate limit exceeded.', details: { tryAgainIn } }));
  expect(typeof tryAgainIn).toBe('number');
  expect(tryAgainIn).toBeGreaterThan(0);
  expect(tryAgainIn).toBeLessThanOrEqual(windowMs);
}

/** A medium file's service answering as Better Auth 1.4, with the key pieces and a user owning the keys. */
function keysSuite(config = LINE_14_CONFIG) {
  const suite = {} as { medium: Medium; pieces: ApiKeyPieces; ownerId: string };
  beforeAll(async () => {
    suite.medium = await openMedium(config);
    suite.pieces = await apiKeyPieces(suite.medium);
    suite.ownerId = (await createUser(suite.medium)).id;
  });
  afterAll(() => suite.medium.close());
  return {
    suite,
    key: (fields: KeyFields = {}) => storeKey(suite.medium, suite.pieces, suite.ownerId, fields),
    verify: async (key: string) => (await suite.pieces.verifier.check(key)) as Record<string, any>,
  };
}

describe('verifying a key: remaining uses, refill and rate limit', () => {
  const { suite, key, verify } = keysSuite();

  describe('remaining uses', () => {
    it('allows as many uses as remaining, then USAGE_EXCEEDED, then INVALID_API_KEY as it was deleted', async () => {
      const fullKey = await key({ remaining: 2 });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 1 } });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 0 } });
      expect(await verify(fullKey)).toEqual(refusal(USAGE_EXCEEDED));
      expect(await verify(fullKey)).toEqual(refusal({ code: 'INVALID_API_KEY', message: 'Invalid API key.' }));
    });

    it('keeps a used-up key with a refill and refills it once a day has passed', async () => {
      const fullKey = await key({ remaining: 1, refillAmount: 3, refillInterval: 1 });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 0 } });
      expect(await verify(fullKey)).toEqual(refusal(USAGE_EXCEEDED));

      suite.medium.clock.advanceSeconds(DAY_SECONDS + 1);
      const refilled = await verify(fullKey);
      expect(refilled).toMatchObject({ valid: true, error: null, key: { remaining: 2 } });
      expect(refilled.key.lastRefillAt).not.toBeNull();
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 1 } });
    });

    it('refills a key that still has uses left once its refill is due, before counting the use', async () => {
      const fullKey = await key({ remaining: 3, refillAmount: 5, refillInterval: 1 });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 2, lastRefillAt: null } });

      suite.medium.clock.advanceSeconds(DAY_SECONDS + 1);
      const refilled = await verify(fullKey);
      expect(refilled).toMatchObject({ valid: true, error: null, key: { remaining: 4 } });
      expect(refilled.key.lastRefillAt).not.toBeNull();
    });

    it('does not refill before a day has passed since the creation or the last refill', async () => {
      const fullKey = await key({ remaining: 1, refillAmount: 3, refillInterval: 1 });
      const { clock } = suite.medium;
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 0 } });
      clock.advanceSeconds(DAY_SECONDS - 600);
      expect(await verify(fullKey)).toEqual(refusal(USAGE_EXCEEDED));
      clock.advanceSeconds(601);
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 2 } });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 1 } });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 0 } });
      expect(await verify(fullKey)).toEqual(refusal(USAGE_EXCEEDED));

      clock.advanceSeconds(DAY_SECONDS - 600);
      expect(await verify(fullKey)).toEqual(refusal(USAGE_EXCEEDED));
      clock.advanceSeconds(601);
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { remaining: 2 } });
    });
  });

  describe('rate limit', () => {
    it('refuses uses beyond rateLimitMax in the window with RATE_LIMITED and tryAgainIn, then restarts the window', async () => {
      const fullKey = await key({ rateLimitEnabled: true, rateLimitMax: 2, rateLimitTimeWindow: 60_000 });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { requestCount: 1 } });
      expect(await verify(fullKey)).toMatchObject({ valid: true, key: { requestCount: 2 } });
      expectRateLimited(await verify(fullKey), 60_000);

      suite.medium.clock.advanceSeconds(61);
      expect(await verify(fullKey)).toMatchObject({ valid: true, error: null, key: { requestCount: 1 } });
    });

    it('does not limit a key with rateLimitEnabled false', async () => {
      const fullKey = await key({ rateLimitEnabled: false, rateLimitMax: 2, rateLimitTimeWindow: 60_000 });
      for (let use = 1; use <= 5; use += 1) {
        expect(await verify(fullKey)).toMatchObject({ valid: true, error: null });
      }
    });
  });
});

describe('verifying a key with rate limits off in the config', () => {
  const { key, verify } = keysSuite({ ...LINE_14_CONFIG, apiKey: { rateLimit: { enabled: false } } });

  it('does not limit even a key whose own limit is on', async () => {
    const fullKey = await key({ rateLimitEnabled: true, rateLimitMax: 2, rateLimitTimeWindow: 60_000 });
    for (let use = 1; use <= 4; use += 1) {
      expect(await verify(fullKey)).toMatchObject({ valid: true, error: null });
    }
  });
});

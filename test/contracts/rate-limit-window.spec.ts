import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { RateLimitRepository } from '../../src/platform/rate-limit/rate-limit.repository';
import { RateLimitHit, nextHit } from '../../src/platform/rate-limit/rate-limit-window';
import { ThrottlerStorage } from '@nestjs/throttler';
import { RedisRateLimitStore } from '../../src/platform/rate-limit/redis.rate-limit-store';
import { TestApp, createTestApp } from '../support/create-test-app';
import { TEST_REDIS_URL } from '../support/test-redis';

const WINDOWS_MS = [1_000, 10_000, 60_000];

/** One request: to which of a few keys, how long after the one before, under which rule. */
interface Step {
  key: number;
  stepMs: number;
  windowMs: number;
  max: number;
}

// Time steps cluster on the windows' edges, where "has the window passed?" flips; a few go backwards,
// as between instances whose clocks differ.
const stepsMs = fc.oneof(
  {
    arbitrary: fc.constantFrom(0, 1, ...WINDOWS_MS.flatMap((windowMs) => [windowMs - 1, windowMs, windowMs + 1])),
    weight: 4,
  },
  { arbitrary: fc.integer({ min: 0, max: 70_000 }), weight: 4 },
  { arbitrary: fc.integer({ min: -2_000, max: -1 }), weight: 1 },
);

const sequences = fc.array(
  fc.record<Step>({
    key: fc.integer({ min: 0, max: 2 }),
    stepMs: stepsMs,
    windowMs: fc.constantFrom(...WINDOWS_MS),
    max: fc.integer({ min: 1, max: 4 }),
  }),
  { minLength: 1, maxLength: 25 },
);

type Hit = (key: string, nowMs: number, windowMs: number, max: number) => Promise<RateLimitHit>;

/** Random request sequences through nextHit and a store's own statement or script: the same after every request. */
async function expectAgreement(hit: Hit, startMs: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(sequences, async (steps) => {
      const prefix = `window-${randomBytes(6).toString('hex')}:`;
      const model = new Map<number, RateLimitHit>();
      let nowMs = startMs;
      for (const { key, stepMs, windowMs, max } of steps) {
        nowMs += stepMs;
        const expected = nextHit(model.get(key), nowMs, windowMs, max);
        model.set(key, expected);

        await expect(hit(`${prefix}${key}`, nowMs, windowMs, max)).resolves.toEqual(expected);
      }
    }),
    { numRuns: 150 },
  );
}

describe('the rate-limit window rule: nextHit and the database statement agree', () => {
  let t: TestApp;
  let counters: RateLimitRepository;

  beforeAll(async () => {
    t = await createTestApp();
    counters = t.app.get(RateLimitRepository);
  });

  afterAll(() => t.close());

  it('gives the same count and lastRequest after every request of random sequences', async () => {
    await expectAgreement((key, nowMs, windowMs, max) => counters.hit(key, nowMs, windowMs, max), t.clock.nowMs());
  });
});

describe("the rate-limit window rule: nextHit and the Redis store's script agree", () => {
  let t: TestApp;
  let store: RedisRateLimitStore;

  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: TEST_REDIS_URL, rateLimit: { enabled: true, storage: 'redis' } } });
    store = t.app.get<ThrottlerStorage, RedisRateLimitStore>(ThrottlerStorage);
  });

  afterAll(() => t.close());

  it('is the store the service counts with', () => {
    expect(store).toBeInstanceOf(RedisRateLimitStore);
  });

  it('gives the same count and lastRequest after every request of random sequences', async () => {
    await expectAgreement((key, nowMs, windowMs, max) => store.hit(key, nowMs, windowMs, max), t.clock.nowMs());
  });
});

import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { RateLimitRepository } from '../../src/rate-limit/rate-limit.repository';
import { RateLimitHit, nextHit } from '../../src/rate-limit/rate-limit-window';
import { TestApp, createTestApp } from '../support/create-test-app';

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

describe('the rate-limit window rule: nextHit and the database statement agree', () => {
  let t: TestApp;
  let counters: RateLimitRepository;

  beforeAll(async () => {
    t = await createTestApp();
    counters = t.app.get(RateLimitRepository);
  });

  afterAll(() => t.close());

  it('gives the same count and lastRequest after every request of random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(sequences, async (steps) => {
        const prefix = `window-${randomBytes(6).toString('hex')}:`;
        const model = new Map<number, RateLimitHit>();
        let nowMs = t.clock.nowMs();
        for (const { key, stepMs, windowMs, max } of steps) {
          nowMs += stepMs;
          const expected = nextHit(model.get(key), nowMs, windowMs, max);
          model.set(key, expected);

          await expect(counters.hit(`${prefix}${key}`, nowMs, windowMs, max)).resolves.toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });
});

import request from 'supertest';
import { LOCKOUT_TEST_CONFIG, attemptSignIn } from '../../support/account-lockout';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Compares answers' times, which real hashes dominate.
keepRealPasswordHash();

const ROUNDS = 5;

/** What a caller can observe of an answer. */
function observed(response: request.Response) {
  return {
    status: response.status,
    body: response.body,
    retryAfter: response.headers['x-retry-after'],
    cookies: response.headers['set-cookie'],
  };
}

describe('the sign-in lock on addresses nobody uses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LOCKOUT_TEST_CONFIG });
  });

  afterAll(() => t.close());

  beforeEach(() => t.clock.freeze());
  afterEach(() => t.clock.unfreeze());

  async function timed(email: string): Promise<number> {
    const started = process.hrtime.bigint();
    await attemptSignIn(t.http, email);
    return Number(process.hrtime.bigint() - started) / 1e6;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  it('counts, locks and answers an unknown address exactly as a known one, step by step', async () => {
    const known = await signUp(t.http);
    const unknown = uniqueEmail('nobody');
    const steps: Array<[string, number]> = [
      ['wrong', 0],
      ['wrong', 0],
      ['wrong', 0],
      ['right', 0],
      ['wrong', 59],
      ['wrong', 1],
      ['wrong', 0],
      ['wrong', 0],
      ['right', 0],
    ];

    const statuses: number[] = [];
    for (const [password, seconds] of steps) {
      t.clock.advanceSeconds(seconds);
      const sent = password === 'right' ? PASSWORD : 'not the password';
      const forKnown = observed(await attemptSignIn(t.http, known.email, sent));
      const forUnknown = observed(await attemptSignIn(t.http, unknown, sent));
      expect(forUnknown).toEqual(forKnown);
      statuses.push(forKnown.status);
    }

    expect(statuses).toEqual([401, 401, 401, 429, 429, 401, 401, 401, 429]);
  });

  it('refuses a locked attempt without spending a password hash, for a known and an unknown address alike', async () => {
    const known = await signUp(t.http);
    const unknown = uniqueEmail('nobody');
    const hashed: number[] = [];
    for (let round = 0; round < ROUNDS; round++) hashed.push(await timed(uniqueEmail('fresh')));
    for (const email of [known.email, unknown])
      for (let attempt = 0; attempt < 3; attempt++) await attemptSignIn(t.http, email).expect(401);

    const lockedKnown: number[] = [];
    const lockedUnknown: number[] = [];
    // Interleaved, so a busy machine slows both alike.
    for (let round = 0; round < ROUNDS; round++) {
      lockedKnown.push(await timed(known.email));
      lockedUnknown.push(await timed(unknown));
    }

    expect(median(lockedKnown)).toBeLessThan(median(hashed) / 2);
    expect(median(lockedUnknown)).toBeLessThan(median(hashed) / 2);
  });
});

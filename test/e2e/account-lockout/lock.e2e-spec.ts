import {
  LOCKOUT_TEST_CONFIG,
  attemptSignIn,
  expectAllSignedIn,
  expectLocked,
  failSignIns,
} from '../../support/account-lockout';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp } from '../../support/factories';

describe('the per-address sign-in lock', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LOCKOUT_TEST_CONFIG });
  });

  afterAll(() => t.close());

  // One instant per step, so X-Retry-After is exact.
  beforeEach(() => t.clock.freeze());
  afterEach(() => t.clock.unfreeze());

  // The lock's rules (lifting, growth, forgetting, letter case) are held in test/medium/account-lockout; here, what
  // only the HTTP surface shows.

  it('refuses the attempt after 3 wrong passwords with 429 TOO_MANY_FAILED_SIGN_IN_ATTEMPTS and X-Retry-After 60, even with the right password', async () => {
    const user = await signUp(t.http);
    await failSignIns(t.http, user.email, 3);

    await expectLocked(attemptSignIn(t.http, user.email, PASSWORD), 60);
    await expectLocked(attemptSignIn(t.http, user.email), 60);
  });

  it('counts attempts from every client address together', async () => {
    const user = await signUp(t.http);
    for (const ip of ['198.51.100.1', '198.51.100.2', '2001:db8::3']) {
      await attemptSignIn(t.http, user.email).set('x-forwarded-for', ip).expect(401);
    }

    await expectLocked(attemptSignIn(t.http, user.email, PASSWORD).set('x-forwarded-for', '203.0.113.9'), 60);
  });

  // Every one of the 60 may be hashed before the lock lands: 60 production hashes on a busy two-core machine.
  it('answers at most 3 of 60 wrong passwords sent at once from 60 addresses as wrong; the others as locked', async () => {
    const user = await signUp(t.http);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attemptSignIn(t.http, user.email).set('x-forwarded-for', `198.51.100.${i + 1}`),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(401), ...Array(57).fill(429)]);
    await expectLocked(attemptSignIn(t.http, user.email, PASSWORD), 60);
  }, 60_000);

  it('signs in 30 people with the right password at once, each with a working session of their own', async () => {
    const user = await signUp(t.http);
    await failSignIns(t.http, user.email, 2);

    await expectAllSignedIn([t.http], user.email, 30);
    await failSignIns(t.http, user.email, 2);
  });
});

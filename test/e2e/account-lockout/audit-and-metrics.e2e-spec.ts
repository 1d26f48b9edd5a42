import request from 'supertest';
import { LOCKOUT_TEST_CONFIG, attemptSignIn, failSignIns } from '../../support/account-lockout';
import { createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp, uniqueEmail } from '../../support/factories';

/** The value of one series in Prometheus text, 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('sign-in locks in the audit log and the metrics', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LOCKOUT_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(() => t.close());

  beforeEach(() => t.clock.freeze());
  afterEach(() => t.clock.unfreeze());

  const scrape = async () => (await request(t.http).get('/metrics').expect(200)).text;

  it('records sign-in.lock once, when the lock starts, naming the user, the address and when it lifts', async () => {
    const user = await signUp(t.http);
    await failSignIns(t.http, user.email.toUpperCase(), 3);
    await attemptSignIn(t.http, user.email).expect(429);

    const event = await onlyEvent(t.http, admin.cookie, 'sign-in.lock', user.userId);
    expect(event).toMatchObject({
      actorId: null,
      targetType: 'user',
      targetId: user.userId,
      result: 'success',
      metadata: { email: user.email, failedAttempts: 3, lockedUntil: new Date(t.clock.nowMs() + 60_000).toISOString() },
    });
  });

  it('records the lock of an unknown address without a target', async () => {
    const unknown = uniqueEmail('nobody');
    await failSignIns(t.http, unknown, 3);

    const events = await auditEvents(t.http, admin.cookie, { action: 'sign-in.lock', searchValue: unknown });
    expect(events).toEqual([
      expect.objectContaining({
        targetType: 'user',
        targetId: null,
        metadata: expect.objectContaining({ email: unknown }),
      }),
    ]);
  });

  it('records a refused sign-in with its code, and no lock when a right password ends the run', async () => {
    const user = await signUp(t.http);
    await failSignIns(t.http, user.email, 3);
    await attemptSignIn(t.http, user.email, PASSWORD).expect(429);
    const refused = await auditEvents(t.http, admin.cookie, {
      action: 'sign-in',
      result: 'TOO_MANY_FAILED_SIGN_IN_ATTEMPTS',
      searchValue: user.email,
    });
    expect(refused).toHaveLength(1);

    const lucky = await signUp(t.http);
    await failSignIns(t.http, lucky.email, 2);
    await attemptSignIn(t.http, lucky.email, PASSWORD).expect(200);
    await expect(
      auditEvents(t.http, admin.cookie, { action: 'sign-in.lock', targetId: lucky.userId }),
    ).resolves.toEqual([]);
  });

  it('records admin.unlock-user, and a member’s refused attempt with its code', async () => {
    const user = await signUp(t.http);
    const member = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/admin/unlock-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);
    await request(t.http)
      .post('/api/auth/admin/unlock-user')
      .set('Cookie', member.cookie)
      .send({ userId: user.userId })
      .expect(403);

    const events = await auditEvents(t.http, admin.cookie, { action: 'admin.unlock-user', targetId: user.userId });
    expect(events.map((event) => [event.actorId, event.result]).sort()).toEqual(
      [
        [admin.userId, 'success'],
        [member.userId, 'YOU_ARE_NOT_ALLOWED_TO_UNLOCK_USERS'],
      ].sort(),
    );
  });

  it('counts locks started and attempts refused while locked', async () => {
    const before = await scrape();
    const user = await signUp(t.http);
    await failSignIns(t.http, user.email, 3);
    await failSignIns(t.http, uniqueEmail('nobody'), 3);
    for (let attempt = 0; attempt < 4; attempt++) await attemptSignIn(t.http, user.email).expect(429);
    const after = await scrape();

    expect(sample(after, 'auth_account_locks_total') - sample(before, 'auth_account_locks_total')).toBe(2);
    expect(
      sample(after, 'auth_account_locked_attempts_total') - sample(before, 'auth_account_locked_attempts_total'),
    ).toBe(4);
    const refusals = 'auth_sign_in_failures_total{code="TOO_MANY_FAILED_SIGN_IN_ATTEMPTS"}';
    expect(sample(after, refusals) - sample(before, refusals)).toBe(4);
  });
});

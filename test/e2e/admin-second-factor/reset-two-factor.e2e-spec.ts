import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';
import { EnrolledUser, enrolTwoFactor } from '../../support/two-factor';
import { isSignedIn, skipsSecondFactor, trustBrowser } from './second-factor-sign-in';

const RESET = '/api/auth/admin/reset-two-factor';
const NOT_ALLOWED = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_RESET_USERS_TWO_FACTOR',
  message: 'You are not allowed to reset users two-factor',
};

describe('POST /api/auth/admin/reset-two-factor', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
    plainUser = await createUserWithRole(t.http, 'user');
  });

  afterAll(() => t.close());

  async function enrolled(): Promise<EnrolledUser> {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    // The enrolment's code is used up: the next one comes from a later step.
    t.clock.advanceSeconds(30);
    return user;
  }

  function reset(body: object, cookie: string = admin.cookie): request.Test {
    return request(t.http).post(RESET).set('Cookie', cookie).send(body);
  }

  it('turns the second factor off, answers the user, and the next sign-in needs only the password', async () => {
    const user = await enrolled();

    const response = await reset({ userId: user.userId }).expect(200);

    expect(response.body.user).toMatchObject({ id: user.userId, twoFactorEnabled: false, passkeyCount: 0 });
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect(signIn.body).toMatchObject({ token: expect.any(String), user: { id: user.userId } });
  });

  it('forgets the old secret: get-totp-uri answers TOTP not enabled, and the user can enrol afresh', async () => {
    const user = await enrolled();
    await reset({ userId: user.userId }).expect(200);

    const uri = await request(t.http)
      .post('/api/auth/two-factor/get-totp-uri')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD });
    expect(uri.status).toBe(400);
    expect(uri.body).toEqual({ code: 'TOTP_NOT_ENABLED', message: 'TOTP not enabled' });
    const again = await enrolTwoFactor(t.http, user, t.clock.nowMs());
    expect(again.totpURI).not.toEqual(user.totpURI);
  });

  it('keeps the user’s sessions by default', async () => {
    const user = await enrolled();

    await reset({ userId: user.userId }).expect(200);

    expect(await isSignedIn(t.http, user.cookie)).toBe(true);
  });

  it('ends every session of the user with revokeSessions: true', async () => {
    const user = await enrolled();

    await reset({ userId: user.userId, revokeSessions: true }).expect(200);

    expect(await isSignedIn(t.http, user.cookie)).toBe(false);
    expect(await isSignedIn(t.http, admin.cookie)).toBe(true);
  });

  it('forgets the trusted browsers, so after a new enrolment they are asked for the second factor', async () => {
    const user = await enrolled();
    const trust = await trustBrowser(t.http, user, t.clock.nowMs());
    t.clock.advanceSeconds(30);

    await reset({ userId: user.userId }).expect(200);
    await enrolTwoFactor(t.http, user, t.clock.nowMs());

    expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
  });

  it('answers 200 for a user who never enrolled, who stays without a second factor', async () => {
    const user = await signUp(t.http);

    const response = await reset({ userId: user.userId }).expect(200);

    expect(response.body.user).toMatchObject({ id: user.userId, twoFactorEnabled: false });
  });

  it('records admin.reset-two-factor naming the administrator, the user and the choice about sessions', async () => {
    const user = await enrolled();

    await reset({ userId: user.userId, revokeSessions: true }).expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'admin.reset-two-factor', user.userId)).toMatchObject({
      actorId: admin.userId,
      targetType: 'user',
      targetId: user.userId,
      result: 'success',
      metadata: { revokeSessions: true },
    });
  });

  it('refuses a user without the permission with 403, leaves the second factor on, and records the refusal', async () => {
    const user = await enrolled();

    const response = await reset({ userId: user.userId }, plainUser.cookie).expect(403);

    expect(response.body).toEqual(NOT_ALLOWED);
    const view = await request(t.http)
      .get('/api/auth/admin/get-user')
      .query({ id: user.userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(view.body.twoFactorEnabled).toBe(true);
    expect(await onlyEvent(t.http, admin.cookie, 'admin.reset-two-factor', user.userId)).toMatchObject({
      actorId: plainUser.userId,
      result: NOT_ALLOWED.code,
    });
  });

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const user = await enrolled();

    const response = await request(t.http).post(RESET).send({ userId: user.userId }).expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('answers 404 USER_NOT_FOUND for an unknown user, and records the failure', async () => {
    const response = await reset({ userId: 'no-such-user' }).expect(404);

    expect(response.body).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    const events = await auditEvents(t.http, admin.cookie, {
      action: 'admin.reset-two-factor',
      targetId: 'no-such-user',
    });
    expect(events).toHaveLength(1);
    expect(events[0].result).toBe('USER_NOT_FOUND');
  });

  it.each([
    ['no userId', {}],
    ['a revokeSessions that is not a boolean', { userId: 'someone', revokeSessions: 'yes' }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_case, body) => {
    const response = await reset(body).expect(400);

    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });
});

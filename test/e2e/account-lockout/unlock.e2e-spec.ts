import request from 'supertest';
import { LOCKOUT_TEST_CONFIG, attemptSignIn, expectLocked, failSignIns } from '../../support/account-lockout';
import { createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';

const UNLOCKED = { locked: false, lockedUntil: null, failedAttempts: 0 };

describe('lifting a sign-in lock before its time', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LOCKOUT_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    member = await signUp(t.http);
  });

  afterAll(() => t.close());

  beforeEach(() => t.clock.freeze());
  afterEach(() => t.clock.unfreeze());

  const lockOf = (userId: string, cookie = admin.cookie) =>
    request(t.http).get('/api/auth/admin/get-user-lock').query({ id: userId }).set('Cookie', cookie);
  const unlock = (userId: string, cookie = admin.cookie) =>
    request(t.http).post('/api/auth/admin/unlock-user').set('Cookie', cookie).send({ userId });

  describe('GET /admin/get-user-lock', () => {
    it('answers not locked, no failures, for a user who never failed', async () => {
      const user = await signUp(t.http);
      await lockOf(user.userId).expect(200, UNLOCKED);
    });

    it('answers the failures counted so far, then the lock and when it lifts', async () => {
      const user = await signUp(t.http);
      await failSignIns(t.http, user.email, 2);
      await lockOf(user.userId).expect(200, { locked: false, lockedUntil: null, failedAttempts: 2 });

      await failSignIns(t.http, user.email, 1);
      const lockedUntil = new Date(t.clock.nowMs() + 60_000).toISOString();
      await lockOf(user.userId).expect(200, { locked: true, lockedUntil, failedAttempts: 3 });
      t.clock.advanceSeconds(60);
      await lockOf(user.userId).expect(200, { locked: false, lockedUntil: null, failedAttempts: 3 });
    });

    it('refuses callers without a session with 401, members with 403 and unknown ids with 404', async () => {
      await request(t.http)
        .get('/api/auth/admin/get-user-lock')
        .query({ id: member.userId })
        .expect(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
      await lockOf(member.userId, member.cookie).expect(403, {
        code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER',
        message: 'You are not allowed to get user',
      });
      await lockOf('no-such-user').expect(404, { code: 'USER_NOT_FOUND', message: 'User not found' });
    });
  });

  describe('POST /admin/unlock-user', () => {
    it('lifts the lock and forgets the failures, so the right password signs in at once', async () => {
      const user = await signUp(t.http);
      await failSignIns(t.http, user.email, 3);
      await expectLocked(attemptSignIn(t.http, user.email, PASSWORD), 60);

      await unlock(user.userId).expect(200, UNLOCKED);

      await lockOf(user.userId).expect(200, UNLOCKED);
      await attemptSignIn(t.http, user.email, PASSWORD).expect(200);
    });

    it('answers 200 for a user who is not locked', async () => {
      await unlock(member.userId).expect(200, UNLOCKED);
    });

    it('refuses callers without a session with 401, members with 403 and unknown ids with 404, leaving the lock', async () => {
      const user = await signUp(t.http);
      await failSignIns(t.http, user.email, 3);

      await request(t.http)
        .post('/api/auth/admin/unlock-user')
        .send({ userId: user.userId })
        .expect(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
      await unlock(user.userId, member.cookie).expect(403, {
        code: 'YOU_ARE_NOT_ALLOWED_TO_UNLOCK_USERS',
        message: 'You are not allowed to unlock users',
      });
      await unlock('no-such-user').expect(404, { code: 'USER_NOT_FOUND', message: 'User not found' });
      await expectLocked(attemptSignIn(t.http, user.email, PASSWORD), 60);
    });

    it('refuses a body without a user id with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http)
        .post('/api/auth/admin/unlock-user')
        .set('Cookie', admin.cookie)
        .send({ userId: null })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });

  describe('a completed password reset', () => {
    async function resetTokenFor(email: string): Promise<string> {
      await request(t.http).post('/api/auth/request-password-reset').send({ email, redirectTo: '/reset' }).expect(200);
      return new URL(SmtpSink.linkIn(await t.mail.waitFor(email), '/reset-password/')).pathname.split('/').pop()!;
    }

    it('lifts the lock, so the new password signs in at once', async () => {
      const user = await signUp(t.http);
      await failSignIns(t.http, user.email, 3);
      const token = await resetTokenFor(user.email);
      await expectLocked(attemptSignIn(t.http, user.email, PASSWORD), 60);

      await request(t.http)
        .post('/api/auth/reset-password')
        .send({ token, newPassword: 'a brand new passphrase' })
        .expect(200);

      await attemptSignIn(t.http, user.email, 'a brand new passphrase').expect(200);
    });

    it('is needed: asking for a reset link alone leaves the lock', async () => {
      const user = await signUp(t.http);
      await failSignIns(t.http, user.email, 3);
      await resetTokenFor(user.email);

      await expectLocked(attemptSignIn(t.http, user.email, PASSWORD), 60);
    });
  });
});

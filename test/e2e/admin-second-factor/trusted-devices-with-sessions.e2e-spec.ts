import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';
import { EnrolledUser, enrolTwoFactor } from '../../support/two-factor';
import { skipsSecondFactor, trustBrowser } from './second-factor-sign-in';

const NEW_PASSWORD = 'another long passphrase';

describe('trusted browsers end with all of the user’s sessions', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
  });

  afterAll(() => t.close());

  /** An enrolled user with one trusted browser; answers the user and that browser's trust_device cookie. */
  async function trustedUser(): Promise<{ user: EnrolledUser; trust: string }> {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    t.clock.advanceSeconds(30);
    const trust = await trustBrowser(t.http, user, t.clock.nowMs());
    t.clock.advanceSeconds(30);
    return { user, trust };
  }

  function post(path: string, cookie: string, body: object = {}): request.Test {
    return request(t.http).post(`/api/auth${path}`).set('Cookie', cookie).send(body);
  }

  describe('forgotten', () => {
    it('by revoke-sessions', async () => {
      const { user, trust } = await trustedUser();
      await post('/revoke-sessions', user.cookie).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
    });

    it('by revoke-other-sessions, the calling browser’s trust included', async () => {
      const { user, trust } = await trustedUser();
      await post('/revoke-other-sessions', user.cookie).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
    });

    it('by change-password with revokeOtherSessions', async () => {
      const { user, trust } = await trustedUser();
      await post('/change-password', user.cookie, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        revokeOtherSessions: true,
      }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust, NEW_PASSWORD)).toBe(false);
    });

    it('by a password reset, which ends every session', async () => {
      const { user, trust } = await trustedUser();
      await request(t.http).post('/api/auth/request-password-reset').send({ email: user.email }).expect(200);
      const link = SmtpSink.linkIn(await t.mail.waitFor(user.email), '/reset-password/');
      const token = new URL(link).pathname.split('/').pop();
      await request(t.http).post('/api/auth/reset-password').send({ token, newPassword: PASSWORD }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
    });

    it('by admin revoke-user-sessions', async () => {
      const { user, trust } = await trustedUser();
      await post('/admin/revoke-user-sessions', admin.cookie, { userId: user.userId }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
    });

    it('by admin ban-user, still after the ban is lifted', async () => {
      const { user, trust } = await trustedUser();
      await post('/admin/ban-user', admin.cookie, { userId: user.userId }).expect(200);
      await post('/admin/unban-user', admin.cookie, { userId: user.userId }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
    });

    it('by admin remove-passkeys with revokeSessions', async () => {
      const { user, trust } = await trustedUser();
      await post('/admin/remove-passkeys', admin.cookie, { userId: user.userId, revokeSessions: true }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(false);
    });
  });

  describe('kept', () => {
    it('by sign-out, which ends one session', async () => {
      const { user, trust } = await trustedUser();
      await post('/sign-out', user.cookie).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(true);
    });

    it('by revoke-session of one session', async () => {
      const { user, trust } = await trustedUser();
      await post('/revoke-session', user.cookie, { token: user.token }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(true);
    });

    it('by change-password without revokeOtherSessions', async () => {
      const { user, trust } = await trustedUser();
      await post('/change-password', user.cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust, NEW_PASSWORD)).toBe(true);
    });

    it('by admin remove-passkeys without revokeSessions', async () => {
      const { user, trust } = await trustedUser();
      await post('/admin/remove-passkeys', admin.cookie, { userId: user.userId }).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(true);
    });

    it('when another user’s sessions are revoked', async () => {
      const { user, trust } = await trustedUser();
      const other = await trustedUser();
      await post('/revoke-sessions', other.user.cookie).expect(200);

      expect(await skipsSecondFactor(t.http, user.email, trust)).toBe(true);
    });
  });
});

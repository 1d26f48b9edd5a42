import { createHmac } from 'node:crypto';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TEST_SECRET, TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const FAILED_TO_FIND_ADMIN_SESSION = { code: 'FAILED_TO_FIND_ADMIN_SESSION', message: 'Failed to find admin session' };
const CANNOT_IMPERSONATE_ADMINS = { code: 'YOU_CANNOT_IMPERSONATE_ADMINS', message: 'You cannot impersonate admins' };
const IMPERSONATION_SECONDS = 3600;

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

/** A cookie value as Better Auth signs it: `value.base64(HMAC-SHA256)`, percent-encoded whole. */
function signed(value: string): string {
  return encodeURIComponent(`${value}.${createHmac('sha256', TEST_SECRET).update(value).digest('base64')}`);
}

function withoutCookie(cookie: string, name: string): string {
  return cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${name}=`))
    .join('; ');
}

function cookieValue(cookie: string, name: string): string {
  return cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))!
    .slice(name.length + 1);
}

describe('admin impersonation', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  function impersonate(cookie: string | null, userId: string): request.Test {
    const call = request(t.http).post('/api/auth/admin/impersonate-user');
    return cookie ? call.set('Cookie', cookie).send({ userId }) : call.send({ userId });
  }

  function stopImpersonating(cookie: string | null): request.Test {
    const call = request(t.http).post('/api/auth/admin/stop-impersonating');
    return cookie ? call.set('Cookie', cookie).send({}) : call.send({});
  }

  async function sessionOf(cookie: string): Promise<request.Response> {
    return request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
  }

  /** The browser's cookies once it impersonates the user: admin_session, session_token, dont_remember. */
  async function impersonating(adminCookie: string, userId: string): Promise<{ cookie: string; token: string }> {
    const response = await impersonate(adminCookie, userId).expect(200);
    return { cookie: cookiesFrom(response), token: response.body.session.token };
  }

  describe('POST /api/auth/admin/impersonate-user', () => {
    it('answers a one-hour session as the user, flagged with the administrator, and the user', async () => {
      const target = await signUp(t.http);
      const before = t.clock.nowMs();

      const response = await impersonate(admin.cookie, target.userId).expect(200);

      expect(response.body.user).toMatchObject({ id: target.userId, email: target.email, role: 'user', banned: false });
      expect(response.body.session).toEqual({
        id: expect.any(String),
        token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        userId: target.userId,
        impersonatedBy: admin.userId,
        activeOrganizationId: null,
        activeTeamId: null,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        ipAddress: expect.anything(),
        userAgent: expect.any(String),
      });
      const expiresAtMs = new Date(response.body.session.expiresAt).getTime();
      expect(expiresAtMs).toBeGreaterThanOrEqual(before + IMPERSONATION_SECONDS * 1000 - 1000);
      expect(expiresAtMs).toBeLessThanOrEqual(t.clock.nowMs() + IMPERSONATION_SECONDS * 1000 + 1000);
    });

    it('clears the old session cookies, keeps the admin session in a signed cookie and sets a browser-session token', async () => {
      const target = await signUp(t.http);

      const response = await impersonate(admin.cookie, target.userId).expect(200);

      const token = response.body.session.token;
      expect(setCookies(response)).toEqual([
        'better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        'better-auth.session_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        'better-auth.dont_remember=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
        `better-auth.admin_session=${signed(`${admin.token}:`)}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
        `better-auth.session_token=${signed(token)}; Path=/; HttpOnly; SameSite=Lax`,
        `better-auth.dont_remember=${signed('true')}; Path=/; HttpOnly; SameSite=Lax`,
      ]);
    });

    it('records dont-remember in the admin session cookie for an administrator signed in without remember-me', async () => {
      const target = await signUp(t.http);
      const signIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: admin.email, password: PASSWORD, rememberMe: false })
        .expect(200);

      const response = await impersonate(cookiesFrom(signIn), target.userId).expect(200);

      expect(setCookies(response)).toContain(
        `better-auth.admin_session=${signed(`${signIn.body.token}:true`)}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
      );
    });

    it('acts as the user without refreshing the session, which ends after one hour', async () => {
      const target = await signUp(t.http);
      const { cookie, token } = await impersonating(admin.cookie, target.userId);

      const first = await sessionOf(cookie);
      expect(first.body.user.id).toBe(target.userId);
      expect(first.body.session).toMatchObject({ token, userId: target.userId, impersonatedBy: admin.userId });

      t.clock.advanceSeconds(1800);
      const halfway = await sessionOf(cookie);
      expect(halfway.body.session.token).toBe(token);
      expect(halfway.body.session.expiresAt).toBe(first.body.session.expiresAt);
      expect(setCookies(halfway)).toEqual([]);

      t.clock.advanceSeconds(IMPERSONATION_SECONDS - 1800 + 1);
      expect((await sessionOf(cookie)).text).toBe('null');
      const listed = await request(t.http)
        .post('/api/auth/admin/list-user-sessions')
        .set('Cookie', admin.cookie)
        .send({ userId: target.userId })
        .expect(200);
      expect(listed.body.sessions.map((session: { token: string }) => session.token)).toEqual([target.token]);
    });

    it("hides the impersonation session from the user's own list-sessions, but list-user-sessions shows it", async () => {
      const target = await signUp(t.http);
      const { token } = await impersonating(admin.cookie, target.userId);

      const own = await request(t.http).get('/api/auth/list-sessions').set('Cookie', target.cookie).expect(200);
      expect(own.body.map((session: { token: string }) => session.token)).toEqual([target.token]);

      const listed = await request(t.http)
        .post('/api/auth/admin/list-user-sessions')
        .set('Cookie', admin.cookie)
        .send({ userId: target.userId })
        .expect(200);
      expect(listed.body.sessions.map((session: { token: string }) => session.token).sort()).toEqual(
        [target.token, token].sort(),
      );
      expect(listed.body.sessions.find((session: { token: string }) => session.token === token).impersonatedBy).toBe(
        admin.userId,
      );
    });

    it('refuses change-password in an impersonation session with 403 NOT_ALLOWED_WHILE_IMPERSONATING', async () => {
      const target = await signUp(t.http);
      const { cookie } = await impersonating(admin.cookie, target.userId);

      const response = await request(t.http)
        .post('/api/auth/change-password')
        .set('Cookie', cookie)
        .send({ currentPassword: PASSWORD, newPassword: 'a brand new password', revokeOtherSessions: true })
        .expect(403);

      expect(response.body).toEqual({
        code: 'NOT_ALLOWED_WHILE_IMPERSONATING',
        message: 'This action is not allowed while impersonating a user',
      });
      await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: target.email, password: PASSWORD })
        .expect(200);
      expect((await sessionOf(target.cookie)).body.session.token).toBe(target.token);
    });

    it('refuses another administrator as the target with 403 YOU_CANNOT_IMPERSONATE_ADMINS', async () => {
      const otherAdmin = await createUserWithRole(t.http, 'admin');

      const response = await impersonate(admin.cookie, otherAdmin.userId).expect(403);

      expect(response.body).toEqual(CANNOT_IMPERSONATE_ADMINS);
      expect(setCookies(response)).toEqual([]);
    });

    it('refuses a target with the admin role among others with 403 YOU_CANNOT_IMPERSONATE_ADMINS', async () => {
      const mixed = await createUserWithRole(t.http, 'user,admin');

      const response = await impersonate(admin.cookie, mixed.userId).expect(403);

      expect(response.body).toEqual(CANNOT_IMPERSONATE_ADMINS);
    });

    it('refuses the administrator themselves with 403 YOU_CANNOT_IMPERSONATE_ADMINS', async () => {
      const response = await impersonate(admin.cookie, admin.userId).expect(403);

      expect(response.body).toEqual(CANNOT_IMPERSONATE_ADMINS);
    });

    it('refuses a banned user with 403 BANNED_USER', async () => {
      const target = await signUp(t.http);
      await request(t.http)
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: target.userId })
        .expect(200);

      const response = await impersonate(admin.cookie, target.userId).expect(403);

      expect(response.body).toEqual({ code: 'BANNED_USER', message: 'You have been banned from this application' });
      expect(setCookies(response)).toEqual([]);
    });

    it('answers 404 USER_NOT_FOUND for an unknown user id', async () => {
      const response = await impersonate(admin.cookie, 'no-such-user-000000000000000000').expect(404);

      expect(response.body).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    });

    it('refuses a plain user with 403 YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS', async () => {
      const plain = await signUp(t.http);
      const target = await signUp(t.http);

      const response = await impersonate(plain.cookie, target.userId).expect(403);

      expect(response.body).toEqual({
        code: 'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS',
        message: 'You are not allowed to impersonate users',
      });
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const target = await signUp(t.http);

      const response = await impersonate(null, target.userId).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a body without a userId with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http)
        .post('/api/auth/admin/impersonate-user')
        .set('Cookie', admin.cookie)
        .send({})
        .expect(400);

      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });

  describe('POST /api/auth/admin/stop-impersonating', () => {
    it("ends the impersonation session and restores the administrator's own session", async () => {
      const target = await signUp(t.http);
      const { cookie, token } = await impersonating(admin.cookie, target.userId);

      const response = await stopImpersonating(cookie).expect(200);

      expect(response.body.user).toMatchObject({ id: admin.userId, email: admin.email, role: 'admin' });
      expect(response.body.session).toMatchObject({ token: admin.token, userId: admin.userId, impersonatedBy: null });
      const restored = await sessionOf(cookiesFrom(response));
      expect(restored.body.user.id).toBe(admin.userId);
      expect(restored.body.session.token).toBe(admin.token);
      expect((await sessionOf(cookie)).text).toBe('null');
      const listed = await request(t.http)
        .post('/api/auth/admin/list-user-sessions')
        .set('Cookie', admin.cookie)
        .send({ userId: target.userId })
        .expect(200);
      expect(listed.body.sessions.map((session: { token: string }) => session.token)).toEqual([target.token]);
      expect(token).not.toBe(target.token);
    });

    it('gives a remember-me administrator a persistent token again and expires dont_remember and admin_session', async () => {
      const target = await signUp(t.http);
      const { cookie } = await impersonating(admin.cookie, target.userId);

      const response = await stopImpersonating(cookie).expect(200);

      const lines = setCookies(response);
      expect(lines).toContain(
        `better-auth.session_token=${signed(admin.token)}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`,
      );
      expect(lines).toContain('better-auth.dont_remember=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
      expect(lines).toContain('better-auth.admin_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
      expect(lines.filter((line) => line.startsWith('better-auth.dont_remember=') && !/Max-Age=0/.test(line))).toEqual(
        [],
      );
    });

    it('keeps a dont-remember administrator on a browser-session token', async () => {
      const target = await signUp(t.http);
      const signIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: admin.email, password: PASSWORD, rememberMe: false })
        .expect(200);
      const { cookie } = await impersonating(cookiesFrom(signIn), target.userId);

      const response = await stopImpersonating(cookie).expect(200);

      const lines = setCookies(response);
      expect(lines).toContain(`better-auth.session_token=${signed(signIn.body.token)}; Path=/; HttpOnly; SameSite=Lax`);
      expect(lines).toContain(`better-auth.dont_remember=${signed('true')}; Path=/; HttpOnly; SameSite=Lax`);
      expect(lines).toContain('better-auth.admin_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
      expect((await sessionOf(cookiesFrom(response))).body.session.token).toBe(signIn.body.token);
    });

    it('refuses a session that is not impersonating with 400 YOU_ARE_NOT_IMPERSONATING_ANYONE', async () => {
      const response = await stopImpersonating(admin.cookie).expect(400);

      expect(response.body).toEqual({
        code: 'YOU_ARE_NOT_IMPERSONATING_ANYONE',
        message: 'You are not impersonating anyone',
      });
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const response = await stopImpersonating(null).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a missing admin_session cookie with 400 FAILED_TO_FIND_ADMIN_SESSION and keeps the impersonation', async () => {
      const target = await signUp(t.http);
      const { cookie, token } = await impersonating(admin.cookie, target.userId);

      const response = await stopImpersonating(withoutCookie(cookie, 'better-auth.admin_session')).expect(400);

      expect(response.body).toEqual(FAILED_TO_FIND_ADMIN_SESSION);
      expect((await sessionOf(cookie)).body.session.token).toBe(token);
    });

    it('refuses an admin_session cookie with a wrong signature with 400 FAILED_TO_FIND_ADMIN_SESSION', async () => {
      const target = await signUp(t.http);
      const { cookie, token } = await impersonating(admin.cookie, target.userId);
      const value = `${admin.token}:`;
      const wrongSignature = createHmac('sha256', 'some-other-secret').update(value).digest('base64');
      const tampered = `${withoutCookie(cookie, 'better-auth.admin_session')}; better-auth.admin_session=${encodeURIComponent(`${value}.${wrongSignature}`)}`;

      const response = await stopImpersonating(tampered).expect(400);

      expect(response.body).toEqual(FAILED_TO_FIND_ADMIN_SESSION);
      expect((await sessionOf(cookie)).body.session.token).toBe(token);
    });

    it('refuses an unsigned admin_session cookie with 400 FAILED_TO_FIND_ADMIN_SESSION', async () => {
      const target = await signUp(t.http);
      const { cookie } = await impersonating(admin.cookie, target.userId);
      const unsigned = `${withoutCookie(cookie, 'better-auth.admin_session')}; better-auth.admin_session=${encodeURIComponent(`${admin.token}:`)}`;

      const response = await stopImpersonating(unsigned).expect(400);

      expect(response.body).toEqual(FAILED_TO_FIND_ADMIN_SESSION);
    });

    it('refuses an admin_session of another administrator with 400 FAILED_TO_FIND_ADMIN_SESSION', async () => {
      const otherAdmin = await createUserWithRole(t.http, 'admin');
      const mine = await impersonating(admin.cookie, (await signUp(t.http)).userId);
      const theirs = await impersonating(otherAdmin.cookie, (await signUp(t.http)).userId);
      const mixed = `${withoutCookie(mine.cookie, 'better-auth.admin_session')}; better-auth.admin_session=${cookieValue(theirs.cookie, 'better-auth.admin_session')}`;

      const response = await stopImpersonating(mixed).expect(400);

      expect(response.body).toEqual(FAILED_TO_FIND_ADMIN_SESSION);
      expect((await sessionOf(otherAdmin.cookie)).body.session.token).toBe(otherAdmin.token);
    });

    it("refuses when the administrator's saved session was revoked with 400 FAILED_TO_FIND_ADMIN_SESSION", async () => {
      const otherAdmin = await createUserWithRole(t.http, 'admin');
      const target = await signUp(t.http);
      const { cookie } = await impersonating(otherAdmin.cookie, target.userId);
      await request(t.http).post('/api/auth/sign-out').set('Cookie', otherAdmin.cookie).expect(200);

      const response = await stopImpersonating(cookie).expect(400);

      expect(response.body).toEqual(FAILED_TO_FIND_ADMIN_SESSION);
    });

    it('refuses when the administrator no longer exists with 400 FAILED_TO_FIND_USER', async () => {
      const doomed = await createUserWithRole(t.http, 'admin');
      const target = await signUp(t.http);
      const { cookie } = await impersonating(doomed.cookie, target.userId);
      await request(t.http)
        .post('/api/auth/admin/remove-user')
        .set('Cookie', admin.cookie)
        .send({ userId: doomed.userId })
        .expect(200);

      const response = await stopImpersonating(cookie).expect(400);

      expect(response.body).toEqual({ code: 'FAILED_TO_FIND_USER', message: 'Failed to find user' });
    });
  });
});

describe('admin impersonation with allowImpersonatingAdmins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, admin: { allowImpersonatingAdmins: true } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets an administrator impersonate another administrator', async () => {
    const admin = await createUserWithRole(t.http, 'admin');
    const otherAdmin = await createUserWithRole(t.http, 'admin');

    const response = await request(t.http)
      .post('/api/auth/admin/impersonate-user')
      .set('Cookie', admin.cookie)
      .send({ userId: otherAdmin.userId })
      .expect(200);

    expect(response.body.session).toMatchObject({ userId: otherAdmin.userId, impersonatedBy: admin.userId });
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    expect(session.body.user.id).toBe(otherAdmin.userId);
  });

  it('refuses to impersonate from an impersonation session with 403 YOU_ARE_ALREADY_IMPERSONATING', async () => {
    const admin = await createUserWithRole(t.http, 'admin');
    const otherAdmin = await createUserWithRole(t.http, 'admin');
    const target = await signUp(t.http);
    const first = await request(t.http)
      .post('/api/auth/admin/impersonate-user')
      .set('Cookie', admin.cookie)
      .send({ userId: otherAdmin.userId })
      .expect(200);

    const response = await request(t.http)
      .post('/api/auth/admin/impersonate-user')
      .set('Cookie', cookiesFrom(first))
      .send({ userId: target.userId })
      .expect(403);

    expect(response.body).toEqual({
      code: 'YOU_ARE_ALREADY_IMPERSONATING',
      message: 'You are already impersonating a user',
    });
    expect(setCookies(response)).toEqual([]);
    const own = await request(t.http)
      .post('/api/auth/admin/list-user-sessions')
      .set('Cookie', admin.cookie)
      .send({ userId: target.userId })
      .expect(200);
    expect(own.body.sessions.map((session: { token: string }) => session.token)).toEqual([target.token]);
  });
});

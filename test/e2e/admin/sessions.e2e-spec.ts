import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED_TO_LIST = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS',
  message: 'You are not allowed to list users sessions',
};
const NOT_ALLOWED_TO_REVOKE = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS',
  message: 'You are not allowed to revoke users sessions',
};

describe('admin session management', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await createUserWithRole(t.http, 'user');
  });

  afterAll(async () => {
    await t.close();
  });

  /** Signs the user in once more and returns that session's token and cookie. */
  async function anotherSession(email: string, rememberMe = true): Promise<{ token: string; cookie: string }> {
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email, password: PASSWORD, rememberMe })
      .expect(200);
    return { token: response.body.token, cookie: cookiesFrom(response) };
  }

  async function currentToken(cookie: string): Promise<string | null> {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
    return response.body?.session?.token ?? null;
  }

  function post(path: string, cookie: string | null, body: object): request.Test {
    const call = request(t.http).post(`/api/auth/admin/${path}`);
    return cookie ? call.set('Cookie', cookie).send(body) : call.send(body);
  }

  async function listedTokens(userId: string): Promise<string[]> {
    const response = await post('list-user-sessions', admin.cookie, { userId }).expect(200);
    return response.body.sessions.map((session: { token: string }) => session.token).sort();
  }

  describe('POST /api/auth/admin/list-user-sessions', () => {
    it('lists every live session of the user with its token', async () => {
      const target = await signUp(t.http);
      const second = await anotherSession(target.email);
      const other = await signUp(t.http);

      const response = await post('list-user-sessions', admin.cookie, { userId: target.userId }).expect(200);

      expect(Object.keys(response.body)).toEqual(['sessions']);
      expect(response.body.sessions.map((session: { token: string }) => session.token).sort()).toEqual(
        [target.token, second.token].sort(),
      );
      expect(response.body.sessions.map((session: { token: string }) => session.token)).not.toContain(other.token);
      for (const session of response.body.sessions) {
        expect(session).toEqual({
          id: expect.any(String),
          token: expect.any(String),
          userId: target.userId,
          expiresAt: expect.any(String),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          ipAddress: expect.anything(),
          userAgent: expect.any(String),
          impersonatedBy: null,
          activeOrganizationId: null,
          activeTeamId: null,
        });
      }
    });

    it('leaves out a session once it has expired', async () => {
      const target = await signUp(t.http);
      const shortLived = await anotherSession(target.email, false);
      expect(await listedTokens(target.userId)).toEqual([target.token, shortLived.token].sort());

      t.clock.advanceSeconds(86_400 + 60);

      expect(await listedTokens(target.userId)).toEqual([target.token]);
    });

    it('answers an empty list for a user without sessions', async () => {
      const target = await signUp(t.http);
      await request(t.http).post('/api/auth/sign-out').set('Cookie', target.cookie).expect(200);

      const response = await post('list-user-sessions', admin.cookie, { userId: target.userId }).expect(200);

      expect(response.body).toEqual({ sessions: [] });
    });

    it('answers 404 USER_NOT_FOUND for an unknown user id', async () => {
      const response = await post('list-user-sessions', admin.cookie, {
        userId: 'no-such-user-000000000000000000',
      }).expect(404);

      expect(response.body).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const target = await signUp(t.http);

      const response = await post('list-user-sessions', null, { userId: target.userId }).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a user without the session list permission with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS', async () => {
      const target = await signUp(t.http);

      const response = await post('list-user-sessions', plainUser.cookie, { userId: target.userId }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_LIST);
    });

    it('refuses a body without a userId with 400 VALIDATION_ERROR', async () => {
      const response = await post('list-user-sessions', admin.cookie, {}).expect(400);

      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });

  describe('POST /api/auth/admin/revoke-user-session', () => {
    it("ends the session with that token and leaves the user's other sessions live", async () => {
      const target = await signUp(t.http);
      const second = await anotherSession(target.email);

      const response = await post('revoke-user-session', admin.cookie, { sessionToken: second.token }).expect(200);

      expect(response.body).toEqual({ success: true });
      expect(await currentToken(second.cookie)).toBeNull();
      expect(await currentToken(target.cookie)).toBe(target.token);
      expect(await listedTokens(target.userId)).toEqual([target.token]);
    });

    it('answers success true for a token that does not exist', async () => {
      const response = await post('revoke-user-session', admin.cookie, {
        sessionToken: 'no-such-token-0000000000000000000',
      }).expect(200);

      expect(response.body).toEqual({ success: true });
    });

    it('refuses a body without a sessionToken with 400 VALIDATION_ERROR', async () => {
      const response = await post('revoke-user-session', admin.cookie, {}).expect(400);

      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const target = await signUp(t.http);

      const response = await post('revoke-user-session', null, { sessionToken: target.token }).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
      expect(await currentToken(target.cookie)).toBe(target.token);
    });

    it('refuses a user without the revoke permission with 403 YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS', async () => {
      const target = await signUp(t.http);

      const response = await post('revoke-user-session', plainUser.cookie, { sessionToken: target.token }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_REVOKE);
      expect(await currentToken(target.cookie)).toBe(target.token);
    });
  });

  describe('POST /api/auth/admin/revoke-user-sessions', () => {
    it("ends every session of the user and no one else's", async () => {
      const target = await signUp(t.http);
      const second = await anotherSession(target.email);
      const other = await signUp(t.http);

      const response = await post('revoke-user-sessions', admin.cookie, { userId: target.userId }).expect(200);

      expect(response.body).toEqual({ success: true });
      expect(await currentToken(target.cookie)).toBeNull();
      expect(await currentToken(second.cookie)).toBeNull();
      expect(await listedTokens(target.userId)).toEqual([]);
      expect(await currentToken(other.cookie)).toBe(other.token);
      expect(await currentToken(admin.cookie)).toBe(admin.token);
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const target = await signUp(t.http);

      const response = await post('revoke-user-sessions', null, { userId: target.userId }).expect(401);

      expect(response.body).toEqual(UNAUTHORIZED);
      expect(await currentToken(target.cookie)).toBe(target.token);
    });

    it('refuses a user without the revoke permission with 403 YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS', async () => {
      const target = await signUp(t.http);

      const response = await post('revoke-user-sessions', plainUser.cookie, { userId: target.userId }).expect(403);

      expect(response.body).toEqual(NOT_ALLOWED_TO_REVOKE);
      expect(await currentToken(target.cookie)).toBe(target.token);
    });
  });
});

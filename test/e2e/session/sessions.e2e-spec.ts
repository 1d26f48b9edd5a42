import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

describe('session management endpoints', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
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

  async function sessionOf(cookie: string): Promise<request.Response> {
    return request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
  }

  describe('GET /api/auth/list-sessions', () => {
    it("lists only the caller's own sessions, with their tokens", async () => {
      const alice = await signUp(t.http);
      const second = await anotherSession(alice.email);
      const bob = await signUp(t.http);
      const response = await request(t.http).get('/api/auth/list-sessions').set('Cookie', alice.cookie).expect(200);
      expect(response.body).toHaveLength(2);
      expect(response.body.map((s: { token: string }) => s.token).sort()).toEqual([alice.token, second.token].sort());
      for (const session of response.body) {
        expect(session).toEqual({
          id: expect.any(String),
          token: expect.any(String),
          userId: alice.userId,
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
      expect(response.body.map((s: { token: string }) => s.token)).not.toContain(bob.token);
    });

    it('leaves out sessions that have expired', async () => {
      const alice = await signUp(t.http);
      const shortLived = await anotherSession(alice.email, false);
      const before = await request(t.http).get('/api/auth/list-sessions').set('Cookie', alice.cookie).expect(200);
      expect(before.body.map((s: { token: string }) => s.token)).toContain(shortLived.token);
      t.clock.advanceSeconds(86_400 + 60);
      const after = await request(t.http).get('/api/auth/list-sessions').set('Cookie', alice.cookie).expect(200);
      expect(after.body.map((s: { token: string }) => s.token)).toEqual([alice.token]);
    });
  });

  describe('POST /api/auth/revoke-session', () => {
    it("revokes one of the caller's own sessions and leaves the current one", async () => {
      const alice = await signUp(t.http);
      const second = await anotherSession(alice.email);
      const response = await request(t.http)
        .post('/api/auth/revoke-session')
        .set('Cookie', alice.cookie)
        .send({ token: second.token })
        .expect(200);
      expect(response.body).toEqual({ status: true });
      expect((await sessionOf(second.cookie)).text).toBe('null');
      expect((await sessionOf(alice.cookie)).body.session.token).toBe(alice.token);
    });

    it('revokes the current session itself when given its token', async () => {
      const alice = await signUp(t.http);
      await request(t.http)
        .post('/api/auth/revoke-session')
        .set('Cookie', alice.cookie)
        .send({ token: alice.token })
        .expect(200, { status: true });
      expect((await sessionOf(alice.cookie)).text).toBe('null');
    });

    it("ignores another user's token yet answers status true", async () => {
      const alice = await signUp(t.http);
      const bob = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-session')
        .set('Cookie', alice.cookie)
        .send({ token: bob.token })
        .expect(200);
      expect(response.body).toEqual({ status: true });
      expect((await sessionOf(bob.cookie)).body.session.token).toBe(bob.token);
    });

    it('answers status true for a token that does not exist', async () => {
      const alice = await signUp(t.http);
      await request(t.http)
        .post('/api/auth/revoke-session')
        .set('Cookie', alice.cookie)
        .send({ token: 'no-such-token-0000000000000000000' })
        .expect(200, { status: true });
    });

    it('refuses a body without a token with 400 VALIDATION_ERROR', async () => {
      const alice = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-session')
        .set('Cookie', alice.cookie)
        .send({})
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(Array.isArray(response.body.errors)).toBe(true);
    });
  });

  describe('POST /api/auth/revoke-sessions', () => {
    it("revokes every session of the caller, the current one included, and no one else's", async () => {
      const alice = await signUp(t.http);
      const second = await anotherSession(alice.email);
      const bob = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-sessions')
        .set('Cookie', alice.cookie)
        .send({})
        .expect(200);
      expect(response.body).toEqual({ status: true });
      expect((await sessionOf(alice.cookie)).text).toBe('null');
      expect((await sessionOf(second.cookie)).text).toBe('null');
      expect((await sessionOf(bob.cookie)).body.user.id).toBe(bob.userId);
    });
  });

  describe('POST /api/auth/revoke-other-sessions', () => {
    it("revokes the caller's other sessions and keeps the current one", async () => {
      const alice = await signUp(t.http);
      const second = await anotherSession(alice.email);
      const third = await anotherSession(alice.email);
      const bob = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-other-sessions')
        .set('Cookie', alice.cookie)
        .send({})
        .expect(200);
      expect(response.body).toEqual({ status: true });
      expect((await sessionOf(alice.cookie)).body.session.token).toBe(alice.token);
      expect((await sessionOf(second.cookie)).text).toBe('null');
      expect((await sessionOf(third.cookie)).text).toBe('null');
      expect((await sessionOf(bob.cookie)).body.user.id).toBe(bob.userId);
      const list = await request(t.http).get('/api/auth/list-sessions').set('Cookie', alice.cookie).expect(200);
      expect(list.body.map((s: { token: string }) => s.token)).toEqual([alice.token]);
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('answers success, clears the three session cookies and ends the session', async () => {
      const alice = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-out')
        .set('Cookie', alice.cookie)
        .send({})
        .expect(200);
      expect(response.body).toEqual({ success: true });
      const cookies = setCookies(response);
      for (const name of ['session_token', 'session_data', 'dont_remember']) {
        expect(cookies).toContain(`better-auth.${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
      }
      expect((await sessionOf(alice.cookie)).text).toBe('null');
      const list = await request(t.http).get('/api/auth/list-sessions').set('Cookie', alice.cookie).expect(401);
      expect(list.body).toEqual(UNAUTHORIZED);
    });

    it("leaves the user's other sessions alone", async () => {
      const alice = await signUp(t.http);
      const second = await anotherSession(alice.email);
      await request(t.http).post('/api/auth/sign-out').set('Cookie', alice.cookie).send({}).expect(200);
      expect((await sessionOf(second.cookie)).body.session.token).toBe(second.token);
    });

    it('answers success and clears the cookies even without a session', async () => {
      const response = await request(t.http).post('/api/auth/sign-out').send({}).expect(200);
      expect(response.body).toEqual({ success: true });
      expect(setCookies(response)).toContain('better-auth.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    });
  });

  describe('without a session', () => {
    it.each([
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-session', { token: 'abcdefghijklmnopqrstuvwxyz012345' }],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/revoke-other-sessions', {}],
    ] as const)('%s %s answers 401 UNAUTHORIZED', async (method, path, body) => {
      const call = method === 'GET' ? request(t.http).get(path) : request(t.http).post(path).send(body);
      const response = await call.expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it.each([
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-session', { token: 'abcdefghijklmnopqrstuvwxyz012345' }],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['POST', '/api/auth/revoke-other-sessions', {}],
    ] as const)('%s %s answers 401 UNAUTHORIZED for a signed-out session cookie', async (method, path, body) => {
      const alice = await signUp(t.http);
      await request(t.http).post('/api/auth/sign-out').set('Cookie', alice.cookie).send({}).expect(200);
      const call = method === 'GET' ? request(t.http).get(path) : request(t.http).post(path).send(body);
      const response = await call.set('Cookie', alice.cookie).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });
});

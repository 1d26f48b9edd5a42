import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp, uniqueEmail } from '../../support/factories';

const GET_SESSION = '/api/auth/get-session';
const DAY_SECONDS = 86_400;
const WEEK_SECONDS = 7 * DAY_SECONDS;

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

/** The same Cookie header with the session token's signature altered by one character. */
/** Changes the first character of the (percent-encoded) signature, whatever it is. */
function tamperSignature(cookie: string): string {
  return cookie.replace(
    /(better-auth\.session_token=[A-Za-z0-9]{32}\.)([^;]+)/,
    (_m, head: string, encoded: string) => {
      const signature = decodeURIComponent(encoded);
      const tampered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      return `${head}${encodeURIComponent(tampered)}`;
    },
  );
}

describe('GET /api/auth/get-session', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Behind a proxy on loopback and another in 10.0.0.0/8.
    t = await createTestApp({ config: { trustedProxies: ['loopback', '10.0.0.0/8'] } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 200 with the JSON literal null without a cookie', async () => {
    const response = await request(t.http).get(GET_SESSION).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).toBe('null');
    expect(response.body).toBeNull();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers null for a session cookie whose signature was tampered with', async () => {
    const user = await signUp(t.http);
    const tampered = tamperSignature(user.cookie);
    expect(tampered).not.toBe(user.cookie);
    const response = await request(t.http).get(GET_SESSION).set('Cookie', tampered).expect(200);
    expect(response.text).toBe('null');
  });

  it('answers null for an unsigned token, even a real one', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .get(GET_SESSION)
      .set('Cookie', `better-auth.session_token=${user.token}`)
      .expect(200);
    expect(response.text).toBe('null');
  });

  it('answers the session and the user with the client address and user agent', async () => {
    const email = uniqueEmail();
    const signUpResponse = await request(t.http)
      .post('/api/auth/sign-up/email')
      .set('X-Forwarded-For', '198.51.100.99, 203.0.113.7, 10.0.0.1')
      .set('User-Agent', 'session-spec/1.0')
      .send({ name: 'Ada', email, password: PASSWORD })
      .expect(200);
    const response = await request(t.http).get(GET_SESSION).set('Cookie', cookiesFrom(signUpResponse)).expect(200);
    expect(response.body).toEqual({
      session: {
        id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        token: signUpResponse.body.token,
        userId: signUpResponse.body.user.id,
        expiresAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        ipAddress: '203.0.113.7',
        userAgent: 'session-spec/1.0',
        impersonatedBy: null,
        activeOrganizationId: null,
        activeTeamId: null,
      },
      user: {
        id: signUpResponse.body.user.id,
        name: 'Ada',
        email,
        emailVerified: false,
        image: null,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('does not refresh a session younger than the update age', async () => {
    const user = await signUp(t.http);
    const first = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    t.clock.advanceSeconds(60);
    const second = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(second.body.session.expiresAt).toBe(first.body.session.expiresAt);
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('extends a session once a day has passed and re-issues its cookie', async () => {
    const user = await signUp(t.http);
    const before = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    t.clock.advanceSeconds(DAY_SECONDS + 1);
    const refreshed = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    const oldExpiry = new Date(before.body.session.expiresAt).getTime();
    const newExpiry = new Date(refreshed.body.session.expiresAt).getTime();
    expect(newExpiry - oldExpiry).toBeGreaterThanOrEqual(DAY_SECONDS * 1000);
    expect(newExpiry - t.clock.nowMs()).toBeGreaterThan((WEEK_SECONDS - 60) * 1000);
    expect(refreshed.body.session.token).toBe(user.token);
    const sessionCookie = setCookies(refreshed).find((line) => line.startsWith('better-auth.session_token='));
    expect(sessionCookie).toMatch(
      new RegExp(
        `^better-auth\\.session_token=${user.token}\\.[A-Za-z0-9%]+; Max-Age=60\\d{4}; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    const again = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(again.body.session.expiresAt).toBe(refreshed.body.session.expiresAt);
  });

  it('does not extend the session when disableRefresh=true', async () => {
    const user = await signUp(t.http);
    const before = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    t.clock.advanceSeconds(DAY_SECONDS + 1);
    const response = await request(t.http)
      .get(`${GET_SESSION}?disableRefresh=true`)
      .set('Cookie', user.cookie)
      .expect(200);
    expect(response.body.session.expiresAt).toBe(before.body.session.expiresAt);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not extend a session made without remember-me', async () => {
    const user = await signUp(t.http);
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, rememberMe: false })
      .expect(200);
    const cookie = cookiesFrom(signIn);
    const before = await request(t.http).get(GET_SESSION).set('Cookie', cookie).expect(200);
    t.clock.advanceSeconds(DAY_SECONDS / 2);
    const response = await request(t.http).get(GET_SESSION).set('Cookie', cookie).expect(200);
    expect(response.body.session.expiresAt).toBe(before.body.session.expiresAt);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers null for an expired session and clears the session cookies', async () => {
    const user = await signUp(t.http);
    t.clock.advanceSeconds(WEEK_SECONDS + 60);
    const response = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(response.text).toBe('null');
    const cookies = setCookies(response);
    for (const name of ['session_token', 'session_data', 'dont_remember']) {
      expect(cookies).toContain(`better-auth.${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
    }
    const afterwards = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(afterwards.text).toBe('null');
  });
});

describe('GET /api/auth/get-session with the cookie cache enabled', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { session: { cookieCache: { enabled: true } } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('sets a session_data cookie for five minutes beside the session token', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'A', email: uniqueEmail(), password: PASSWORD })
      .expect(200);
    const dataCookie = setCookies(response).find((line) => line.startsWith('better-auth.session_data='));
    expect(dataCookie).toMatch(
      /^better-auth\.session_data=[A-Za-z0-9_-]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('answers from the cookie cache for up to 300 s after revoke-sessions, and from storage when asked', async () => {
    const user = await signUp(t.http);
    const cached = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(cached.body.session.token).toBe(user.token);

    await request(t.http)
      .post('/api/auth/revoke-sessions')
      .set('Cookie', user.cookie)
      .send({})
      .expect(200, { status: true });

    // The documented delay: a client that still holds the signed cache cookie keeps seeing its session.
    const stale = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(stale.body.session.token).toBe(user.token);

    const fresh = await request(t.http)
      .get(`${GET_SESSION}?disableCookieCache=true`)
      .set('Cookie', user.cookie)
      .expect(200);
    expect(fresh.text).toBe('null');
  });

  it("expires the caller's cache cookie when it revokes its own session", async () => {
    const user = await signUp(t.http);
    const all = await request(t.http).post('/api/auth/revoke-sessions').set('Cookie', user.cookie).send({}).expect(200);
    expect(setCookies(all)).toContain('better-auth.session_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');

    const other = await signUp(t.http);
    const one = await request(t.http)
      .post('/api/auth/revoke-session')
      .set('Cookie', other.cookie)
      .send({ token: other.token })
      .expect(200);
    expect(setCookies(one)).toContain('better-auth.session_data=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('stops serving a revoked session from the cache once the cache has expired', async () => {
    const user = await signUp(t.http);
    await request(t.http).post('/api/auth/revoke-sessions').set('Cookie', user.cookie).send({}).expect(200);
    t.clock.advanceSeconds(301);
    const response = await request(t.http).get(GET_SESSION).set('Cookie', user.cookie).expect(200);
    expect(response.text).toBe('null');
  });

  it('does not trust the cache on sensitive endpoints such as revoke-other-sessions', async () => {
    const user = await signUp(t.http);
    await request(t.http).post('/api/auth/revoke-sessions').set('Cookie', user.cookie).send({}).expect(200);
    const response = await request(t.http)
      .post('/api/auth/revoke-other-sessions')
      .set('Cookie', user.cookie)
      .send({})
      .expect(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('ignores a session_data cookie that belongs to another session', async () => {
    const alice = await signUp(t.http);
    const bob = await signUp(t.http);
    const aliceToken = alice.cookie.split('; ').find((part) => part.startsWith('better-auth.session_token='))!;
    const bobData = bob.cookie.split('; ').find((part) => part.startsWith('better-auth.session_data='))!;
    const response = await request(t.http).get(GET_SESSION).set('Cookie', `${aliceToken}; ${bobData}`).expect(200);
    expect(response.body.user.id).toBe(alice.userId);
  });
});

import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';

const INVALID_ORIGIN = { code: 'INVALID_ORIGIN', message: expect.stringMatching(/^Invalid origin: /) }; // then why: origin-refusal
const MISSING_OR_NULL_ORIGIN = { code: 'MISSING_OR_NULL_ORIGIN', message: 'Missing or null Origin' };
const INVALID_CALLBACKURL = { code: 'INVALID_CALLBACKURL', message: 'Invalid callbackURL' };
const CROSS_SITE_LOGIN = {
  code: 'CROSSSITE_NAVIGATION_LOGIN_BLOCKED_THIS_REQUEST_APPEARS_TO_BE_A_CSRF_ATTACK',
  message: 'Cross-site navigation login blocked. This request appears to be a CSRF attack.',
};

describe('origin and redirect checks', () => {
  let t: TestApp;
  let trustedOrigin: string;

  beforeAll(async () => {
    t = await createTestApp();
    trustedOrigin = new URL(t.config.baseUrl).origin;
  });

  afterAll(async () => {
    await t.close();
  });

  async function isSignedIn(cookie: string): Promise<boolean> {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
    return response.body !== null;
  }

  describe('cookie-carrying requests', () => {
    it('refuses a POST from an untrusted Origin with 403 INVALID_ORIGIN and changes nothing', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-sessions')
        .set('Cookie', user.cookie)
        .set('Origin', 'http://evil.test')
        .send({})
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
      expect(await isSignedIn(user.cookie)).toBe(true);
    });

    it('refuses sign-out from an untrusted Origin with 403 INVALID_ORIGIN', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-out')
        .set('Cookie', user.cookie)
        .set('Origin', 'http://evil.test')
        .send({})
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
      expect(await isSignedIn(user.cookie)).toBe(true);
    });

    it('reads the Referer when there is no Origin', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-other-sessions')
        .set('Cookie', user.cookie)
        .set('Referer', 'http://evil.test/page')
        .send({})
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
    });

    it('refuses Origin null with 403 MISSING_OR_NULL_ORIGIN', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-sessions')
        .set('Cookie', user.cookie)
        .set('Origin', 'null')
        .send({})
        .expect(403);
      expect(response.body).toEqual(MISSING_OR_NULL_ORIGIN);
      expect(await isSignedIn(user.cookie)).toBe(true);
    });

    it('refuses a look-alike of the trusted origin on another port', async () => {
      const user = await signUp(t.http);
      const lookAlike = new URL(trustedOrigin);
      lookAlike.port = String(Number(lookAlike.port || 80) + 1);
      const response = await request(t.http)
        .post('/api/auth/revoke-sessions')
        .set('Cookie', user.cookie)
        .set('Origin', lookAlike.origin)
        .send({})
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
    });

    it('lets a POST from the trusted base URL origin through', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/revoke-other-sessions')
        .set('Cookie', user.cookie)
        .set('Origin', trustedOrigin)
        .send({})
        .expect(200);
      expect(response.body).toEqual({ status: true });
    });

    it('does not check the Origin of a GET', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .get('/api/auth/get-session')
        .set('Cookie', user.cookie)
        .set('Origin', 'http://evil.test')
        .expect(200);
      expect(response.body.user.id).toBe(user.userId);
    });
  });

  describe('sign-in and sign-up', () => {
    it('refuses a sign-in without a cookie from an untrusted Origin with 403 INVALID_ORIGIN', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Origin', 'http://evil.test')
        .send({ email: user.email, password: PASSWORD })
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a sign-up from an untrusted Origin with 403 INVALID_ORIGIN', async () => {
      const email = uniqueEmail();
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .set('Origin', 'http://evil.test')
        .send({ name: 'A', email, password: PASSWORD })
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
      await request(t.http).post('/api/auth/sign-in/email').send({ email, password: PASSWORD }).expect(401);
    });

    it('refuses a cross-site navigation to sign-in with 403 CROSSSITE_NAVIGATION_LOGIN_BLOCKED', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'navigate')
        .send({ email: user.email, password: PASSWORD })
        .expect(403);
      expect(response.body).toEqual(CROSS_SITE_LOGIN);
    });

    it('signs in from the trusted origin', async () => {
      const user = await signUp(t.http);
      await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Origin', trustedOrigin)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Sec-Fetch-Mode', 'cors')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
    });

    it('signs in a server caller that names no origin', async () => {
      const user = await signUp(t.http);
      await request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD }).expect(200);
    });
  });

  describe('redirect targets', () => {
    it.each(['https://evil.test/x', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'evil.test/x'])(
      'refuses callbackURL %s on sign-in with 403 INVALID_CALLBACKURL',
      async (callbackURL) => {
        const user = await signUp(t.http);
        const response = await request(t.http)
          .post('/api/auth/sign-in/email')
          .send({ email: user.email, password: PASSWORD, callbackURL })
          .expect(403);
        expect(response.body).toEqual(INVALID_CALLBACKURL);
        expect(response.headers['set-cookie']).toBeUndefined();
      },
    );

    it('accepts a relative callbackURL on sign-in', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: PASSWORD, callbackURL: '/dash' })
        .expect(200);
      expect(response.body).toMatchObject({ redirect: true, url: '/dash' });
    });

    it('accepts a callbackURL on the trusted origin', async () => {
      const user = await signUp(t.http);
      const callbackURL = `${trustedOrigin}/welcome`;
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .send({ email: user.email, password: PASSWORD, callbackURL })
        .expect(200);
      expect(response.body).toMatchObject({ redirect: true, url: callbackURL });
    });

    it('refuses an untrusted callbackURL on sign-up with 403 INVALID_CALLBACKURL', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'A', email: uniqueEmail(), password: PASSWORD, callbackURL: 'https://evil.test/welcome' })
        .expect(403);
      expect(response.body).toEqual(INVALID_CALLBACKURL);
    });

    it('refuses an untrusted redirectTo on request-password-reset with 403 INVALID_REDIRECTURL', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/request-password-reset')
        .send({ email: user.email, redirectTo: 'https://evil.test/reset' })
        .expect(403);
      expect(response.body).toEqual({ code: 'INVALID_REDIRECTURL', message: 'Invalid redirectURL' });
      await expect(t.mail.waitFor(user.email, () => true, 300)).rejects.toThrow(/No e-mail/);
    });

    it('accepts a relative redirectTo on request-password-reset', async () => {
      const user = await signUp(t.http);
      await request(t.http)
        .post('/api/auth/request-password-reset')
        .send({ email: user.email, redirectTo: '/reset-password' })
        .expect(200);
    });

    it('refuses an untrusted callbackURL in the query of verify-email with 403 INVALID_CALLBACKURL', async () => {
      const response = await request(t.http)
        .get('/api/auth/verify-email')
        .query({ token: 'whatever', callbackURL: 'https://evil.test/verified' })
        .expect(403);
      expect(response.body).toEqual(INVALID_CALLBACKURL);
    });

    it.each(['//evil.test', 'javascript:alert(1)', ' /leading-space', '/%2F%2Fevil.test'])(
      'refuses errorCallbackURL %s in a sign-in body with 403 INVALID_ERRORCALLBACKURL and signs nobody in',
      async (errorCallbackURL) => {
        const user = await signUp(t.http);
        const response = await request(t.http)
          .post('/api/auth/sign-in/email')
          .send({ email: user.email, password: PASSWORD, errorCallbackURL })
          .expect(403);
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.body).toEqual({ code: 'INVALID_ERRORCALLBACKURL', message: 'Invalid errorCallbackURL' });
      },
    );

    it('refuses an untrusted newUserCallbackURL in a body with 403 INVALID_NEWUSERCALLBACKURL', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'A', email: uniqueEmail(), password: PASSWORD, newUserCallbackURL: 'https://evil.test/new' })
        .expect(403);
      expect(response.body).toEqual({ code: 'INVALID_NEWUSERCALLBACKURL', message: 'Invalid newUserCallbackURL' });
    });
  });
});

describe('origin checks with extra trusted origins', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { trustedOrigins: ['https://app.example.com'] } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('accepts a cookie-carrying POST from a configured trusted origin', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/revoke-other-sessions')
      .set('Cookie', user.cookie)
      .set('Origin', 'https://app.example.com')
      .send({})
      .expect(200, { status: true });
  });

  it('accepts a sign-in and a callbackURL on the configured trusted origin', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('Origin', 'https://app.example.com')
      .send({ email: user.email, password: PASSWORD, callbackURL: 'https://app.example.com/home' })
      .expect(200);
    expect(response.body).toMatchObject({ redirect: true, url: 'https://app.example.com/home' });
  });

  it('still trusts the base URL origin', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('Origin', new URL(t.config.baseUrl).origin)
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
  });

  it.each(['http://app.example.com', 'https://app.example.com.evil.test', 'https://evil.app.example.com'])(
    'refuses the look-alike origin %s with 403 INVALID_ORIGIN',
    async (origin) => {
      const user = await signUp(t.http);
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Origin', origin)
        .send({ email: user.email, password: PASSWORD })
        .expect(403);
      expect(response.body).toEqual(INVALID_ORIGIN);
    },
  );
});

import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp } from '../../support/factories';

const APP_ORIGIN = 'http://app.corp.test';

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

describe('cross-subdomain cookies (COOKIE_DOMAIN)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        baseUrl: 'http://auth.corp.test',
        cookieDomain: 'corp.test',
        session: { cookieCache: { enabled: true } },
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('sets the session token and its cache for the parent domain on sign-in', async () => {
    const user = await signUp(t.http);

    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('Origin', APP_ORIGIN)
      .send({ email: user.email, password: PASSWORD })
      .expect(200);

    const cookies = setCookies(response);
    expect(cookies.find((line) => line.startsWith('better-auth.session_token='))).toMatch(/; Domain=corp\.test(;|$)/);
    expect(cookies.find((line) => line.startsWith('better-auth.session_data='))).toMatch(/; Domain=corp\.test(;|$)/);
  });

  it('sets the dont-remember cookie for the parent domain too', async () => {
    const user = await signUp(t.http);

    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, rememberMe: false })
      .expect(200);

    expect(setCookies(response).find((line) => line.startsWith('better-auth.dont_remember='))).toMatch(
      /; Domain=corp\.test(;|$)/,
    );
  });

  it('clears the cookies for the parent domain on sign-out', async () => {
    const user = await signUp(t.http);

    const response = await request(t.http)
      .post('/api/auth/sign-out')
      .set('Cookie', user.cookie)
      .set('Origin', APP_ORIGIN)
      .expect(200);

    const cleared = setCookies(response).filter((line) => /Max-Age=0/.test(line));
    expect(cleared.length).toBeGreaterThanOrEqual(3);
    expect(cleared.every((line) => /; Domain=corp\.test(;|$)/.test(line))).toBe(true);
  });

  it('trusts the subdomains of the cookie domain and refuses other sites with 403 INVALID_ORIGIN', async () => {
    const user = await signUp(t.http);

    await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('Origin', 'http://wiki.corp.test')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const refused = await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('Origin', 'http://corp.test.evil.example')
      .send({ email: user.email, password: PASSWORD })
      .expect(403);

    expect(refused.body).toEqual({ code: 'INVALID_ORIGIN', message: expect.stringMatching(/^Invalid origin: /) });
  });

  it('answers a trusted subdomain’s preflight with CORS for credentials', async () => {
    const response = await request(t.http)
      .options('/api/auth/sign-in/email')
      .set('Origin', APP_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);

    expect(response.headers).toMatchObject({
      'access-control-allow-origin': APP_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
    });
  });

  it('lets a trusted subdomain read get-session, and no other site', async () => {
    const user = await signUp(t.http);

    const trusted = await request(t.http)
      .get('/api/auth/get-session')
      .set('Origin', APP_ORIGIN)
      .set('Cookie', user.cookie)
      .expect(200);
    const foreign = await request(t.http)
      .get('/api/auth/get-session')
      .set('Origin', 'http://evil.example')
      .set('Cookie', user.cookie)
      .expect(200);

    expect(trusted.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(trusted.headers['access-control-expose-headers']).toContain('set-auth-jwt');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('without COOKIE_DOMAIN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('sets host-only cookies and answers no CORS to another origin', async () => {
    const user = await signUp(t.http);

    const response = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const foreign = await request(t.http)
      .options('/api/auth/sign-in/email')
      .set('Origin', 'http://app.corp.test')
      .set('Access-Control-Request-Method', 'POST');

    expect(setCookies(response).some((line) => /Domain=/i.test(line))).toBe(false);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import request from 'supertest';
import { GetSessionDirectRoute } from '../../../src/session/get-session.direct-route';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { Answer, answerOf, isNodeRequest, requestsCounted } from '../../support/direct-lane';
import { PASSWORD, signIn, signUp } from '../../support/factories';

// The plain call is answered on the direct lane, without Express; with a query that changes
// nothing it goes through Express to the controller. Both must answer alike.
const PLAIN = '/api/auth/get-session';
const THROUGH_CONTROLLER = '/api/auth/get-session?disableRefresh=false';

describe('GET /api/auth/get-session on the direct lane', () => {
  let t: TestApp;
  let answers: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, session: { cookieCache: { enabled: true, maxAge: 300 } } } });
    // The lane and the controller both answer through the route; Express gives its request a prototype of its own.
    answers = jest.spyOn(t.app.get(GetSessionDirectRoute), 'answer');
  });

  afterAll(() => t.close());

  /** Whether the last answer was made for Node's own request, as on the direct lane. */
  const lastAnsweredWithoutExpress = () => isNodeRequest(answers.mock.lastCall[0]);

  /** The answers of the plain call and of the controller to the same request, and whether the plain one skipped the controller. */
  async function bothWays(headers: Record<string, string>): Promise<[Answer, Answer]> {
    const send = (path: string) => {
      const pending = request(t.http).get(path);
      for (const [name, value] of Object.entries(headers)) pending.set(name, value);
      return pending;
    };
    // Both answers carry the time they were made (a key-based session's, the cache cookie's).
    t.clock.freeze();
    try {
      const plain = answerOf(await send(PLAIN));
      expect(lastAnsweredWithoutExpress()).toBe(true);
      const full = answerOf(await send(THROUGH_CONTROLLER));
      expect(lastAnsweredWithoutExpress()).toBe(false);
      return [plain, full];
    } finally {
      t.clock.unfreeze();
    }
  }

  it('answers a signed-in session as the controller does, security headers and cache cookie included', async () => {
    const user = await signUp(t.http);
    // The token alone: a read from the store, which re-issues the cache cookie.
    const token = user.cookie.split('; ').find((pair) => pair.startsWith('better-auth.session_token='))!;

    const [plain, full] = await bothWays({ Cookie: token });

    expect(plain).toEqual(full);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body).user.email).toBe(user.email);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    expect(String(plain.headers['set-cookie'])).toContain('better-auth.session_data=');
  });

  it('answers from the signed cookie cache as the controller does', async () => {
    const user = await signUp(t.http);

    const [plain, full] = await bothWays({ Cookie: user.cookie });

    expect(plain).toEqual(full);
    expect(JSON.parse(plain.body).session.token).toBe(user.token);
  });

  it('answers null without a cookie, and clears the cookies of a revoked session', async () => {
    const [signedOut, signedOutFull] = await bothWays({});
    expect(signedOut).toEqual(signedOutFull);
    expect(signedOut.body).toBe('null');

    const user = await signUp(t.http);
    const token = user.cookie.split('; ').find((pair) => pair.startsWith('better-auth.session_token='))!;
    await request(t.http).post('/api/auth/sign-out').set('Cookie', user.cookie).set('Origin', t.baseUrl).expect(200);

    const [revoked, revokedFull] = await bothWays({ Cookie: token });
    expect(revoked).toEqual(revokedFull);
    expect(revoked.body).toBe('null');
    expect(String(revoked.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
  });

  it('answers a key-based session for x-api-key, and the same error for a bad key', async () => {
    const user = await signUp(t.http);
    const key = await createKeyOnServer(t.http, user.userId);

    const [plain, full] = await bothWays({ 'x-api-key': key.key });
    expect(plain).toEqual(full);
    expect(JSON.parse(plain.body).user.id).toBe(user.userId);

    const last = key.key.at(-1) === 'x' ? 'y' : 'x';
    const [refused, refusedFull] = await bothWays({ 'x-api-key': `${key.key.slice(0, -1)}${last}` });
    expect(refused).toEqual(refusedFull);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(refused.body).code).toBeDefined();
  });

  it('counts its answers in the request metrics under the route', async () => {
    const count = () => requestsCounted(t.http, 'GET', PLAIN);
    const before = await count();
    await request(t.http).get(PLAIN).expect(200);
    await request(t.http).get(PLAIN).expect(200);

    expect(await count()).toBe(before + 2);
  });
});

describe('GET /api/auth/get-session while the rate limit counts it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, rateLimit: { enabled: true, window: 10, max: 3 } } });
  });

  afterAll(() => t.close());

  it('is counted by the full stack and refused past the limit, unless a trusted backend calls', async () => {
    const user = await signUp(t.http);
    const cookie = await signIn(t.http, user.email, PASSWORD);
    for (let i = 0; i < 3; i += 1) await request(t.http).get(PLAIN).set('Cookie', cookie).expect(200);

    const refused = await request(t.http).get(PLAIN).set('Cookie', cookie).expect(429);
    expect(refused.headers['x-retry-after']).toBeDefined();
    await request(t.http).get(PLAIN).set('Cookie', cookie).set('x-service-key', ADMIN_TEST_CONFIG.serviceKeys![0]!).expect(200);
  });
});

import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, uniqueEmail } from '../../support/factories';
import { RawRequest, pathVariants, rawRequest } from '../../support/raw-http';

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not Found' };
const JSON_HEADERS = { 'content-type': 'application/json' };
const WRONG_CREDENTIALS = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });

/**
 * Every rule keyed on a path sees its one canonical spelling: any other spelling matches no route
 * and answers 404 before a limit, a body check, a server-only check, a handler, the audit log or
 * a metric label sees it.
 */
describe('one canonical spelling per path', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: {
        ...ADMIN_TEST_CONFIG,
        // Each test calls as a client of its own, through the loopback proxy.
        trustedProxies: ['loopback'],
        rateLimit: { enabled: true, customRules: { '/get-session': { window: 60, max: 2 } } },
      },
    });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(() => t.close());

  async function expectEveryVariantNotFound(canonical: string, call: Omit<RawRequest, 'path'>): Promise<void> {
    for (const path of pathVariants(canonical)) {
      const response = await rawRequest(t.baseUrl, { ...call, path });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: NOT_FOUND });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  }

  it('refuses every other spelling of the sign-in path before its credential limit or the password check', async () => {
    const signIn = {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-forwarded-for': '198.51.100.1' },
      body: WRONG_CREDENTIALS,
    };
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await rawRequest(t.baseUrl, { ...signIn, path: '/api/auth/sign-in/email' })).status).toBe(401);

    await expectEveryVariantNotFound('/api/auth/sign-in/email', signIn);
    expect((await rawRequest(t.baseUrl, { ...signIn, path: '/api/auth/sign-in/email' })).status).toBe(429);
  });

  it('refuses every other spelling of a path with a custom rule', async () => {
    const getSession = { method: 'GET', headers: { 'x-forwarded-for': '198.51.100.2' } };
    await expectEveryVariantNotFound('/api/auth/get-session', getSession);
    for (let call = 1; call <= 2; call++)
      expect((await rawRequest(t.baseUrl, { ...getSession, path: '/api/auth/get-session' })).status).toBe(200);
    expect((await rawRequest(t.baseUrl, { ...getSession, path: '/api/auth/get-session' })).status).toBe(429);
  });

  it('refuses every other spelling of a JSON-only path whatever body type it is sent', async () => {
    await expectEveryVariantNotFound('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
  });

  it('refuses every other spelling of a server-only path, with or without the service key', async () => {
    const verify = { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ key: 'k'.repeat(64) }) };
    await expectEveryVariantNotFound('/api/auth/api-key/verify', verify);
    await expectEveryVariantNotFound('/api/auth/api-key/verify', {
      ...verify,
      headers: { ...JSON_HEADERS, 'x-service-key': TEST_SERVICE_KEY },
    });
  });

  it('records nothing in the audit log for another spelling of an audited call', async () => {
    const email = uniqueEmail('variant');
    const body = JSON.stringify({ name: 'Variant', email, password: 'correct horse battery' });
    await expectEveryVariantNotFound('/api/auth/sign-up/email', { method: 'POST', headers: JSON_HEADERS, body });

    const events = await auditEvents(t.http, admin.cookie, { action: 'sign-up', searchValue: email });
    expect(events).toEqual([]);
  });

  it('counts other spellings under the one unmatched label, never as the route or a label of their own', async () => {
    await expectEveryVariantNotFound('/api/auth/ok', { method: 'GET' });
    await request(t.http).get('/api/auth/ok').expect(200);

    const metrics = (await request(t.http).get('/metrics').expect(200)).text;
    const routes = new Set(
      [...metrics.matchAll(/http_requests_total\{[^}]*route="([^"]*)"/g)].map((match) => match[1]),
    );
    expect([...routes].filter((route) => route.toLowerCase().includes('/ok'))).toEqual(['/api/auth/ok']);
    expect(routes).toContain('unmatched');
    expect(metrics).not.toMatch(/route="[^"]*\/ok[^"]*",status="404"/);
  });

  it('answers an API path in another letter case as the API, not with the dashboard page', async () => {
    for (const path of ['/API/auth/get-session', '/Api/auth/ok', '/HEALTH/live', '/Metrics', '//api/auth/ok']) {
      const response = await rawRequest(t.baseUrl, { method: 'GET', path });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });
});

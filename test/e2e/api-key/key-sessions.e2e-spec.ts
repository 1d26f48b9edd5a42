import request from 'supertest';
import { createUserWithRole, LINE_14_CONFIG } from '../../support/admin';
import { createKey, createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, cookiesFrom, signIn, signUp } from '../../support/factories';

const DAY_SECONDS = 86_400;
const KEY_SESSION_SECONDS = 604_800;
const INVALID_API_KEY = { code: 'INVALID_API_KEY', message: 'Invalid API key.' };

describe('sessions from the x-api-key header', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LINE_14_CONFIG, trustedProxies: ['loopback'] } });
    owner = await signUp(t.http);
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  function getSession(key: string): request.Test {
    return request(t.http).get('/api/auth/get-session').set('x-api-key', key);
  }

  /** The key's record as its owner sees it through the cookie, which uses nothing. */
  async function recordOf(user: SignedUpUser, id: string): Promise<Record<string, any>> {
    const response = await request(t.http)
      .get('/api/auth/api-key/get')
      .query({ id })
      .set('Cookie', user.cookie)
      .expect(200);
    return response.body;
  }

  it('answers get-session with a session for the key and its owner, expiring with the key', async () => {
    const created = await createKey(t.http, owner.cookie, { expiresIn: 30 * DAY_SECONDS });

    const response = await getSession(created.key)
      .set('X-Forwarded-For', '203.0.113.9')
      .set('User-Agent', 'key-client/1.0')
      .expect(200);

    expect(response.body.session).toEqual({
      id: created.id,
      token: created.key,
      userId: owner.userId,
      expiresAt: created.expiresAt,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      ipAddress: '203.0.113.9',
      userAgent: 'key-client/1.0',
      impersonatedBy: null,
      activeOrganizationId: null,
      activeTeamId: null,
    });
    expect(response.body.user).toMatchObject({ id: owner.userId, email: owner.email });
  });

  it('gives a key without expiry a session ending a week after the request', async () => {
    const { key } = await createKey(t.http, owner.cookie);
    const before = t.clock.nowMs();

    const response = await getSession(key).expect(200);

    const expiresAtMs = Date.parse(response.body.session.expiresAt);
    expect(expiresAtMs).toBeGreaterThanOrEqual(before + KEY_SESSION_SECONDS * 1000);
    expect(expiresAtMs).toBeLessThanOrEqual(t.clock.nowMs() + KEY_SESSION_SECONDS * 1000);
  });

  it("lists the owner's sessions and keys with the key alone", async () => {
    const created = await createKey(t.http, owner.cookie, { name: 'listing' });

    const sessions = await request(t.http).get('/api/auth/list-sessions').set('x-api-key', created.key).expect(200);
    const keys = await request(t.http).get('/api/auth/api-key/list').set('x-api-key', created.key).expect(200);

    expect(sessions.body.map((session: { token: string }) => session.token)).toContain(owner.token);
    expect(keys.body.map((key: { id: string }) => key.id)).toContain(created.id);
    expect(keys.body.every((key: Record<string, unknown>) => key.userId === owner.userId && !('key' in key))).toBe(
      true,
    );
  });

  it("lets an administrator's key call admin endpoints and refuses a plain user's key with 403", async () => {
    const adminKey = await createKey(t.http, admin.cookie);
    const plainKey = await createKey(t.http, owner.cookie);

    const allowed = await request(t.http)
      .get('/api/auth/admin/list-users')
      .query({ limit: 5 })
      .set('x-api-key', adminKey.key)
      .expect(200);
    const refused = await request(t.http)
      .get('/api/auth/admin/list-users')
      .query({ limit: 5 })
      .set('x-api-key', plainKey.key)
      .expect(403);

    expect(allowed.body).toMatchObject({ total: expect.any(Number), limit: 5 });
    expect(refused.body).toEqual({
      code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_USERS',
      message: 'You are not allowed to list users',
    });
  });

  it('refuses a key shorter than a generated one with 403 INVALID_API_KEY', async () => {
    const response = await getSession('too-short').expect(403);
    expect(response.body).toEqual(INVALID_API_KEY);
  });

  it('refuses an unknown key of full length with 401 INVALID_API_KEY', async () => {
    const response = await getSession('x'.repeat(70)).expect(401);
    expect(response.body).toEqual(INVALID_API_KEY);
  });

  it('counts each keyed request as one use and answers 429 USAGE_EXCEEDED once none remain', async () => {
    const { key } = await createKeyOnServer(t.http, owner.userId, { remaining: 2, rateLimitEnabled: false });

    await getSession(key).expect(200);
    await getSession(key).expect(200);
    const response = await getSession(key).expect(429);

    expect(response.body).toEqual({ code: 'USAGE_EXCEEDED', message: 'API Key has reached its usage limit' });
  });

  it("answers 401 RATE_LIMITED with the wait once the window's requests are spent, and lets it through after", async () => {
    const { key } = await createKeyOnServer(t.http, owner.userId, { rateLimitMax: 1, rateLimitTimeWindow: 60_000 });

    await getSession(key).expect(200);
    const response = await getSession(key).expect(401);

    expect(response.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded.',
      details: { tryAgainIn: expect.any(Number) },
    });
    expect(response.body.details.tryAgainIn).toBeGreaterThan(0);
    expect(response.body.details.tryAgainIn).toBeLessThanOrEqual(60_000);
    t.clock.advanceSeconds(61);
    await getSession(key).expect(200);
  });

  it("refuses a banned owner's key with 401 USER_BANNED, so the key cannot delete itself", async () => {
    const banned = await signUp(t.http);
    const created = await createKey(t.http, banned.cookie);
    await request(t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: banned.userId })
      .expect(200);

    const response = await request(t.http)
      .post('/api/auth/api-key/delete')
      .set('x-api-key', created.key)
      .send({ keyId: created.id })
      .expect(401);

    expect(response.body).toEqual({ code: 'USER_BANNED', message: 'User is banned' });
    expect(await verifyKey(t.http, created.key)).toEqual({
      valid: false,
      error: { code: 'USER_BANNED', message: 'User is banned' },
      key: null,
    });
  });

  it('refuses an expired key with 401 KEY_EXPIRED', async () => {
    const { key } = await createKey(t.http, owner.cookie, { expiresIn: DAY_SECONDS });
    t.clock.advanceSeconds(DAY_SECONDS + 1);

    const response = await getSession(key).expect(401);

    expect(response.body).toEqual({ code: 'KEY_EXPIRED', message: 'API Key has expired' });
  });

  it('refuses a disabled key with 401 KEY_DISABLED', async () => {
    const created = await createKey(t.http, owner.cookie);
    await request(t.http)
      .post('/api/auth/api-key/update')
      .set('Cookie', owner.cookie)
      .send({ keyId: created.id, enabled: false })
      .expect(200);

    const response = await getSession(created.key).expect(401);

    expect(response.body).toEqual({ code: 'KEY_DISABLED', message: 'API Key is disabled' });
  });

  it("acts as the key's owner even beside another user's session cookie", async () => {
    const { key } = await createKey(t.http, owner.cookie);
    const other = await signUp(t.http);

    const response = await getSession(key).set('Cookie', other.cookie).expect(200);

    expect(response.body.user.id).toBe(owner.userId);
    expect(response.body.session.token).toBe(key);
  });

  it('never writes the key into a cookie, even where a cookie session would be re-issued', async () => {
    const { key } = await createKey(t.http, owner.cookie);

    const response = await request(t.http)
      .post('/api/auth/update-user')
      .set('x-api-key', key)
      .send({ name: 'Renamed by key' })
      .expect(200);

    expect(response.body).toEqual({ status: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await getSession(key).expect(200)).body.user.name).toBe('Renamed by key');
  });

  it("keeps the key out of the admin-session cookie when an administrator's key impersonates", async () => {
    const { key } = await createKey(t.http, admin.cookie);
    const target = await signUp(t.http);

    const response = await request(t.http)
      .post('/api/auth/admin/impersonate-user')
      .set('x-api-key', key)
      .send({ userId: target.userId })
      .expect(200);

    const cookies = (response.headers['set-cookie'] as unknown as string[]).join('\n');
    expect(cookies).toContain('better-auth.session_token=');
    expect(cookies).not.toContain('better-auth.admin_session=');
    expect(cookies).not.toContain(key);
  });

  it('leaves requests without the header to the cookie, without using any key', async () => {
    const created = await createKeyOnServer(t.http, owner.userId, { remaining: 5 });

    const withCookie = await request(t.http).get('/api/auth/get-session').set('Cookie', owner.cookie).expect(200);
    const without = await request(t.http).get('/api/auth/get-session').expect(200);

    expect(withCookie.body.session).toMatchObject({ token: owner.token, userId: owner.userId });
    expect(without.body).toBeNull();
    expect(await recordOf(owner, created.id)).toMatchObject({ remaining: 5, requestCount: 0, lastRequest: null });
  });

  it('records a keyed request as a use of the key', async () => {
    const created = await createKeyOnServer(t.http, owner.userId, { remaining: 5 });

    await getSession(created.key).expect(200);

    expect(await recordOf(owner, created.id)).toMatchObject({
      remaining: 4,
      requestCount: 1,
      lastRequest: expect.any(String),
    });
  });

  it('refuses to create a key from an impersonation session with 403 NOT_ALLOWED_WHILE_IMPERSONATING', async () => {
    const target = await signUp(t.http);
    // A fresh sign-in: an older session would be refreshed by this call too, setting two session cookies.
    const adminCookie = await signIn(t.http, admin.email);
    const impersonation = await request(t.http)
      .post('/api/auth/admin/impersonate-user')
      .set('Cookie', adminCookie)
      .send({ userId: target.userId })
      .expect(200);

    const response = await request(t.http)
      .post('/api/auth/api-key/create')
      .set('Cookie', cookiesFrom(impersonation))
      .send({})
      .expect(403);

    expect(response.body).toEqual({
      code: 'NOT_ALLOWED_WHILE_IMPERSONATING',
      message: 'This action is not allowed while impersonating a user',
    });
    const keys = await request(t.http).get('/api/auth/api-key/list').set('Cookie', target.cookie).expect(200);
    expect(keys.body).toEqual([]);
  });
});

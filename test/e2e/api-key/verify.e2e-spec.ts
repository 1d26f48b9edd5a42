import request from 'supertest';
import { createUserWithRole, LINE_14_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKey, createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const VERIFY = '/api/auth/api-key/verify';
const DAY_SECONDS = 86_400;
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const INVALID_API_KEY = { code: 'INVALID_API_KEY', message: 'Invalid API key.' };
const KEY_DISABLED = { code: 'KEY_DISABLED', message: 'API Key is disabled' };
const KEY_EXPIRED = { code: 'KEY_EXPIRED', message: 'API Key has expired' };
const USER_BANNED = { code: 'USER_BANNED', message: 'User is banned' };
const KEY_NOT_FOUND = { code: 'KEY_NOT_FOUND', message: 'API Key not found' };
const USAGE_EXCEEDED = { code: 'USAGE_EXCEEDED', message: 'API Key has reached its usage limit' };

function refusal(error: Record<string, unknown>) {
  return { valid: false, error, key: null };
}

/** Asserts a RATE_LIMITED answer and returns its `tryAgainIn`. */
function expectRateLimited(body: Record<string, any>, windowMs: number): number {
  const tryAgainIn = body.error?.details?.tryAgainIn;
  expect(body).toEqual(refusal({ code: 'RATE_LIMITED', message: 'Rate limit exceeded.', details: { tryAgainIn } }));
  expect(typeof tryAgainIn).toBe('number');
  expect(tryAgainIn).toBeGreaterThan(0);
  expect(tryAgainIn).toBeLessThanOrEqual(windowMs);
  return tryAgainIn;
}

describe('POST /api-key/verify', () => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A server-side key for `owner` that is neither counted nor limited unless `body` says so. */
  function serverKey(body: Record<string, unknown> = {}): Promise<Record<string, any>> {
    return createKeyOnServer(t.http, owner.userId, { rateLimitEnabled: false, ...body });
  }

  describe('who may call', () => {
    it('refuses a caller without a service key with 401 UNAUTHORIZED', async () => {
      const { key } = await serverKey();
      const response = await request(t.http).post(VERIFY).send({ key }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a wrong service key with 401 UNAUTHORIZED', async () => {
      const { key } = await serverKey();
      const response = await request(t.http)
        .post(VERIFY)
        .set('x-service-key', `${TEST_SERVICE_KEY}x`)
        .send({ key })
        .expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });
  });

  describe('the answer', () => {
    it('answers a usable key as valid with its record, counting the use', async () => {
      const created = await serverKey({ remaining: 5, rateLimitEnabled: true });
      const body = await verifyKey(t.http, created.key);
      expect(body).toMatchObject({ valid: true, error: null });
      expect(body.key).not.toHaveProperty('key');
      expect(body.key).toMatchObject({ id: created.id, userId: owner.userId, start: created.start, enabled: true });
      expect(body.key).toMatchObject({ remaining: 4, requestCount: 1 });
      expect(created.lastRequest).toBeNull();
      expect(new Date(body.key.lastRequest).getTime()).toBeGreaterThanOrEqual(new Date(created.createdAt).getTime());
    });

    it('answers an unknown key with INVALID_API_KEY', async () => {
      expect(await verifyKey(t.http, 'unknown'.padEnd(64, 'x'))).toEqual(refusal(INVALID_API_KEY));
    });

    it('answers a disabled key with KEY_DISABLED', async () => {
      const user = await signUp(t.http);
      const created = await createKey(t.http, user.cookie);
      const update = request(t.http).post('/api/auth/api-key/update').set('Cookie', user.cookie);
      await update.send({ keyId: created.id, enabled: false }).expect(200);
      expect(await verifyKey(t.http, created.key)).toEqual(refusal(KEY_DISABLED));
    });

    it('answers an expired key with KEY_EXPIRED once, then INVALID_API_KEY as it was deleted', async () => {
      const { key } = await serverKey({ expiresIn: DAY_SECONDS });
      expect((await verifyKey(t.http, key)).valid).toBe(true);
      t.clock.advanceSeconds(DAY_SECONDS + 1);
      expect(await verifyKey(t.http, key)).toEqual(refusal(KEY_EXPIRED));
      expect(await verifyKey(t.http, key)).toEqual(refusal(INVALID_API_KEY));
    });

    it('answers a key of a banned owner with USER_BANNED until the ban is lifted', async () => {
      const admin = await createUserWithRole(t.http, 'admin');
      const banned = await signUp(t.http);
      const { key } = await createKeyOnServer(t.http, banned.userId, { rateLimitEnabled: false });
      const adminCall = (path: string) =>
        request(t.http)
          .post(`/api/auth/admin/${path}`)
          .set('Cookie', admin.cookie)
          .send({ userId: banned.userId })
          .expect(200);
      await adminCall('ban-user');
      expect(await verifyKey(t.http, key)).toEqual(refusal(USER_BANNED));
      await adminCall('unban-user');
      expect((await verifyKey(t.http, key)).valid).toBe(true);
    });

    it('answers a key of an owner whose ban has run out as valid', async () => {
      const admin = await createUserWithRole(t.http, 'admin');
      const banned = await signUp(t.http);
      const { key } = await createKeyOnServer(t.http, banned.userId, { rateLimitEnabled: false });
      await request(t.http)
        .post('/api/auth/admin/ban-user')
        .set('Cookie', admin.cookie)
        .send({ userId: banned.userId, banExpiresIn: 60 })
        .expect(200);
      expect(await verifyKey(t.http, key)).toEqual(refusal(USER_BANNED));

      t.clock.advanceSeconds(61);
      expect(await verifyKey(t.http, key)).toMatchObject({ valid: true, error: null });
    });
  });

  describe('permissions', () => {
    const GRANTED = { files: ['read', 'write'], users: ['list'] };

    it('accepts asked permissions the key holds, in part or in full', async () => {
      const { key } = await serverKey({ permissions: GRANTED });
      expect(await verifyKey(t.http, key, { files: ['read'] })).toMatchObject({
        valid: true,
        error: null,
        key: { permissions: GRANTED },
      });
      expect(await verifyKey(t.http, key, { files: ['read', 'write'] })).toMatchObject({ valid: true, error: null });
      expect(await verifyKey(t.http, key, { files: ['read'], users: ['list'] })).toMatchObject({
        valid: true,
        error: null,
      });
    });

    it('answers an action the key lacks with KEY_NOT_FOUND', async () => {
      const { key } = await serverKey({ permissions: GRANTED });
      expect(await verifyKey(t.http, key, { files: ['delete'] })).toEqual(refusal(KEY_NOT_FOUND));
      expect(await verifyKey(t.http, key, { files: ['read', 'delete'] })).toEqual(refusal(KEY_NOT_FOUND));
    });

    it('answers a resource the key lacks with KEY_NOT_FOUND', async () => {
      const { key } = await serverKey({ permissions: GRANTED });
      expect(await verifyKey(t.http, key, { billing: ['read'] })).toEqual(refusal(KEY_NOT_FOUND));
    });

    it('answers a key without permissions asked for any with KEY_NOT_FOUND', async () => {
      const { key } = await serverKey();
      expect(await verifyKey(t.http, key, { files: ['read'] })).toEqual(refusal(KEY_NOT_FOUND));
      expect((await verifyKey(t.http, key)).valid).toBe(true);
    });
  });

  // Refill, the rate window and the config switch are held on the verifier in test/medium/api-key/verify-rules; here
  // each refusal's answer as the endpoint writes it.
  describe('remaining uses', () => {
    it('allows as many uses as remaining, then USAGE_EXCEEDED, then INVALID_API_KEY as it was deleted', async () => {
      const { key } = await serverKey({ remaining: 2 });
      expect(await verifyKey(t.http, key)).toMatchObject({ valid: true, key: { remaining: 1 } });
      expect(await verifyKey(t.http, key)).toMatchObject({ valid: true, key: { remaining: 0 } });
      expect(await verifyKey(t.http, key)).toEqual(refusal(USAGE_EXCEEDED));
      expect(await verifyKey(t.http, key)).toEqual(refusal(INVALID_API_KEY));
    });
  });

  describe('rate limit', () => {
    it('limits a key created by its user to 10 uses a day', async () => {
      const user = await signUp(t.http);
      const { key, rateLimitEnabled, rateLimitMax, rateLimitTimeWindow } = await createKey(t.http, user.cookie);
      const limits = { rateLimitEnabled, rateLimitMax, rateLimitTimeWindow };
      expect(limits).toEqual({ rateLimitEnabled: true, rateLimitMax: 10, rateLimitTimeWindow: 86_400_000 });
      for (let use = 1; use <= 10; use += 1) {
        expect(await verifyKey(t.http, key)).toMatchObject({ valid: true, key: { requestCount: use } });
      }
      expect(expectRateLimited(await verifyKey(t.http, key), 86_400_000)).toBeGreaterThan(86_400_000 - 60_000);
    });
  });
});

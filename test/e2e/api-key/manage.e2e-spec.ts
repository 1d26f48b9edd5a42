import request from 'supertest';
import { LINE_14_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKey, createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const DAY = 86_400;
const error = (code: string, message: string) => ({ code, message });
const UNAUTHORIZED = error('UNAUTHORIZED', 'Unauthorized');
const UNAUTHORIZED_SESSION = error('UNAUTHORIZED_SESSION', 'Unauthorized or invalid session');
const KEY_NOT_FOUND = error('KEY_NOT_FOUND', 'API Key not found');
const INVALID_NAME_LENGTH = error('INVALID_NAME_LENGTH', 'The name length is either too large or too small.');
const SERVER_ONLY_PROPERTY = error(
  'SERVER_ONLY_PROPERTY',
  "The property you're trying to set can only be set from the server auth instance only.",
);

type Body = Record<string, unknown>;

/** The record every call but create answers: the create answer without the full key. */
function withoutKey(created: Record<string, any>): Record<string, any> {
  const { key: _key, ...record } = created;
  return record;
}

function requests(t: TestApp) {
  const withCookie = (call: request.Test, cookie: string | null) => (cookie ? call.set('Cookie', cookie) : call);
  return {
    get: (cookie: string | null, id: string) =>
      withCookie(request(t.http).get('/api/auth/api-key/get').query({ id }), cookie),
    list: (cookie: string | null) => withCookie(request(t.http).get('/api/auth/api-key/list'), cookie),
    remove: (cookie: string | null, keyId: string) =>
      withCookie(request(t.http).post('/api/auth/api-key/delete'), cookie).send({ keyId }),
    update: (cookie: string | null, body: Body) =>
      withCookie(request(t.http).post('/api/auth/api-key/update'), cookie).send(body),
    updateOnServer: (body: Body) =>
      request(t.http).post('/api/auth/api-key/update').set('x-service-key', TEST_SERVICE_KEY).send(body),
  };
}

describe('API key management', () => {
  let t: TestApp;
  let api: ReturnType<typeof requests>;
  let owner: SignedUpUser;
  let stranger: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    api = requests(t);
    owner = await signUp(t.http);
    stranger = await signUp(t.http);
  });

  afterAll(() => t.close());

  describe('GET /api/auth/api-key/get', () => {
    it("answers the owner's key without the full key", async () => {
      const created = await createKey(t.http, owner.cookie, { name: 'mine', prefix: 'own_' });
      const response = await api.get(owner.cookie, created.id).expect(200);
      expect(response.body).toEqual(withoutKey(created));
    });

    it("answers someone else's key with 404 KEY_NOT_FOUND, as an unknown id", async () => {
      const theirs = await createKey(t.http, stranger.cookie);
      expect((await api.get(owner.cookie, theirs.id).expect(404)).body).toEqual(KEY_NOT_FOUND);
      expect((await api.get(owner.cookie, 'no-such-key').expect(404)).body).toEqual(KEY_NOT_FOUND);
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.get(null, created.id).expect(401)).body).toEqual(UNAUTHORIZED);
    });

    it('refuses a call without an id with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http).get('/api/auth/api-key/get').set('Cookie', owner.cookie).expect(400);
      expect(response.body).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Invalid query parameters',
        errors: [{ field: 'id', message: 'id must be a string' }],
      });
    });
  });

  describe('POST /api/auth/api-key/update', () => {
    it('renames the key and answers the record without the full key, updatedAt from the app clock', async () => {
      const created = await createKey(t.http, owner.cookie, { name: 'before' });
      t.clock.advanceSeconds(60);
      const before = t.clock.nowMs();
      const response = await api.update(owner.cookie, { keyId: created.id, name: 'after' }).expect(200);
      expect(response.body).toEqual({ ...withoutKey(created), name: 'after', updatedAt: expect.any(String) });
      expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(before);
      expect((await api.get(owner.cookie, created.id).expect(200)).body).toEqual(response.body);
    });

    it('refuses an empty name and one of 33 characters with 400 INVALID_NAME_LENGTH', async () => {
      const created = await createKey(t.http, owner.cookie, { name: 'kept' });
      expect((await api.update(owner.cookie, { keyId: created.id, name: '' }).expect(400)).body).toEqual(
        INVALID_NAME_LENGTH,
      );
      expect((await api.update(owner.cookie, { keyId: created.id, name: 'n'.repeat(33) }).expect(400)).body).toEqual(
        INVALID_NAME_LENGTH,
      );
      expect((await api.get(owner.cookie, created.id).expect(200)).body.name).toBe('kept');
    });

    it('disables the key, so verify answers KEY_DISABLED, and enables it again', async () => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.update(owner.cookie, { keyId: created.id, enabled: false }).expect(200)).body.enabled).toBe(
        false,
      );
      expect(await verifyKey(t.http, created.key)).toEqual({
        valid: false,
        error: error('KEY_DISABLED', 'API Key is disabled'),
        key: null,
      });

      await api.update(owner.cookie, { keyId: created.id, enabled: true }).expect(200);
      expect((await verifyKey(t.http, created.key)).valid).toBe(true);
    });

    it('sets expiresAt expiresIn seconds after the app clock, and null clears it', async () => {
      const created = await createKey(t.http, owner.cookie);
      const before = t.clock.nowMs();
      const set = await api.update(owner.cookie, { keyId: created.id, expiresIn: 10 * DAY }).expect(200);
      const expiresAtMs = new Date(set.body.expiresAt).getTime();
      expect(expiresAtMs).toBeGreaterThanOrEqual(before + 10 * DAY * 1000);
      expect(expiresAtMs).toBeLessThanOrEqual(t.clock.nowMs() + 10 * DAY * 1000);

      const cleared = await api.update(owner.cookie, { keyId: created.id, expiresIn: null }).expect(200);
      expect(cleared.body.expiresAt).toBeNull();
      expect((await api.get(owner.cookie, created.id).expect(200)).body.expiresAt).toBeNull();
    });

    it.each([
      [
        '1 day less a second',
        'EXPIRES_IN_IS_TOO_SMALL',
        DAY - 1,
        'The expiresIn is smaller than the predefined minimum value.',
      ],
      [
        '365 days and a second',
        'EXPIRES_IN_IS_TOO_LARGE',
        365 * DAY + 1,
        'The expiresIn is larger than the predefined maximum value.',
      ],
    ])('refuses expiresIn of %s with 400 %s', async (_label, code, expiresIn, message) => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.update(owner.cookie, { keyId: created.id, expiresIn }).expect(400)).body).toEqual({
        code,
        message,
      });
    });

    it('refuses metadata while metadata is disabled with 400 METADATA_DISABLED', async () => {
      const created = await createKey(t.http, owner.cookie);
      const response = await api
        .update(owner.cookie, { keyId: created.id, metadata: { team: 'platform' } })
        .expect(400);
      expect(response.body).toEqual(error('METADATA_DISABLED', 'Metadata is disabled.'));
    });

    it.each([
      ['remaining', { remaining: 5 }],
      ['refillAmount', { refillAmount: 10, refillInterval: 1 }],
      ['refillInterval', { refillInterval: 1 }],
      ['rateLimitEnabled', { rateLimitEnabled: false }],
      ['rateLimitTimeWindow', { rateLimitTimeWindow: 1000 }],
      ['rateLimitMax', { rateLimitMax: 100 }],
      ['permissions', { permissions: { files: ['read'] } }],
    ])('refuses %s without the service key with 400 SERVER_ONLY_PROPERTY', async (_label, extra) => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.update(owner.cookie, { keyId: created.id, ...extra }).expect(400)).body).toEqual(
        SERVER_ONLY_PROPERTY,
      );
    });

    it('lets the service key with userId change the counters, the rate limit and the permissions', async () => {
      const created = await createKey(t.http, owner.cookie);
      const changes = {
        remaining: 5,
        refillAmount: 20,
        refillInterval: 2,
        rateLimitEnabled: false,
        rateLimitTimeWindow: 1000,
        rateLimitMax: 3,
      };
      const permissions = { files: ['read', 'write'] };
      const response = await api
        .updateOnServer({ keyId: created.id, userId: owner.userId, ...changes, permissions })
        .expect(200);
      expect(response.body).toEqual({ ...withoutKey(created), ...changes, permissions, updatedAt: expect.any(String) });
      expect((await api.get(owner.cookie, created.id).expect(200)).body).toEqual(response.body);
    });

    it('lets the service key clear the permissions with null', async () => {
      const created = await createKeyOnServer(t.http, owner.userId, { permissions: { files: ['read'] } });
      const response = await api
        .updateOnServer({ keyId: created.id, userId: owner.userId, permissions: null })
        .expect(200);
      expect(response.body.permissions).toBeNull();
    });

    it('refuses remaining 0 with 400 INVALID_REMAINING', async () => {
      const created = await createKey(t.http, owner.cookie);
      const response = await api.updateOnServer({ keyId: created.id, userId: owner.userId, remaining: 0 }).expect(400);
      expect(response.body).toEqual(
        error('INVALID_REMAINING', 'The remaining count is either too large or too small.'),
      );
    });

    it.each([
      [
        'refillAmount',
        'REFILL_AMOUNT_AND_INTERVAL_REQUIRED',
        { refillAmount: 10 },
        'refillAmount is required when refillInterval is provided',
      ],
      [
        'refillInterval',
        'REFILL_INTERVAL_AND_AMOUNT_REQUIRED',
        { refillInterval: 1 },
        'refillInterval is required when refillAmount is provided',
      ],
    ])('refuses %s alone with 400 %s', async (_label, code, extra, message) => {
      const created = await createKey(t.http, owner.cookie);
      const response = await api.updateOnServer({ keyId: created.id, userId: owner.userId, ...extra }).expect(400);
      expect(response.body).toEqual({ code, message });
    });

    it('refuses a body with nothing to change with 400 NO_VALUES_TO_UPDATE', async () => {
      const created = await createKey(t.http, owner.cookie);
      const response = await api.update(owner.cookie, { keyId: created.id }).expect(400);
      expect(response.body).toEqual(error('NO_VALUES_TO_UPDATE', 'No values to update.'));
    });

    it("answers someone else's key with 404 KEY_NOT_FOUND, by session and by service key, and leaves it unchanged", async () => {
      const theirs = await createKey(t.http, stranger.cookie, { name: 'theirs' });
      expect((await api.update(owner.cookie, { keyId: theirs.id, name: 'stolen' }).expect(404)).body).toEqual(
        KEY_NOT_FOUND,
      );
      const onServer = await api.updateOnServer({ keyId: theirs.id, userId: owner.userId, name: 'stolen' }).expect(404);
      expect(onServer.body).toEqual(KEY_NOT_FOUND);
      expect((await api.get(stranger.cookie, theirs.id).expect(200)).body.name).toBe('theirs');
    });

    it('refuses calls without a session, with a userId not the session user, or with the service key but no userId, with 401 UNAUTHORIZED_SESSION', async () => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.update(null, { keyId: created.id, name: 'x' }).expect(401)).body).toEqual(UNAUTHORIZED_SESSION);
      const otherUser = await api
        .update(owner.cookie, { keyId: created.id, userId: stranger.userId, name: 'x' })
        .expect(401);
      expect(otherUser.body).toEqual(UNAUTHORIZED_SESSION);
      expect((await api.updateOnServer({ keyId: created.id, name: 'x' }).expect(401)).body).toEqual(
        UNAUTHORIZED_SESSION,
      );
    });
  });

  describe('POST /api/auth/api-key/delete', () => {
    it('deletes the key: get answers 404, verify INVALID_API_KEY, list leaves it out, a second delete 404', async () => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.remove(owner.cookie, created.id).expect(200)).body).toEqual({ success: true });

      expect((await api.get(owner.cookie, created.id).expect(404)).body).toEqual(KEY_NOT_FOUND);
      expect(await verifyKey(t.http, created.key)).toEqual({
        valid: false,
        error: error('INVALID_API_KEY', 'Invalid API key.'),
        key: null,
      });
      const listed = await api.list(owner.cookie).expect(200);
      expect(listed.body.map((k: { id: string }) => k.id)).not.toContain(created.id);
      expect((await api.remove(owner.cookie, created.id).expect(404)).body).toEqual(KEY_NOT_FOUND);
    });

    it("answers someone else's key with 404 KEY_NOT_FOUND and keeps it", async () => {
      const theirs = await createKey(t.http, stranger.cookie);
      expect((await api.remove(owner.cookie, theirs.id).expect(404)).body).toEqual(KEY_NOT_FOUND);
      await api.get(stranger.cookie, theirs.id).expect(200);
      expect((await verifyKey(t.http, theirs.key)).valid).toBe(true);
    });

    it('refuses a call without a session with 401 UNAUTHORIZED and keeps the key', async () => {
      const created = await createKey(t.http, owner.cookie);
      expect((await api.remove(null, created.id).expect(401)).body).toEqual(UNAUTHORIZED);
      await api.get(owner.cookie, created.id).expect(200);
    });
  });

  describe('GET /api/auth/api-key/list', () => {
    it('answers an empty list to a user without keys', async () => {
      const newcomer = await signUp(t.http);
      expect((await api.list(newcomer.cookie).expect(200)).body).toEqual([]);
    });

    it("answers the user's own keys oldest first, without full keys, permissions decoded", async () => {
      const user = await signUp(t.http);
      const first = await createKey(t.http, user.cookie, { name: 'first' });
      t.clock.advanceSeconds(1);
      const second = await createKeyOnServer(t.http, user.userId, { name: 'second', permissions: { files: ['read'] } });
      t.clock.advanceSeconds(1);
      const third = await createKey(t.http, user.cookie, { name: 'third', prefix: 'th_' });
      await createKey(t.http, stranger.cookie, { name: 'not theirs' });

      const response = await api.list(user.cookie).expect(200);
      expect(response.body).toEqual([withoutKey(first), withoutKey(second), withoutKey(third)]);
      expect(response.body[1].permissions).toEqual({ files: ['read'] });
      expect(response.body[0].metadata).toBeNull();
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      expect((await api.list(null).expect(401)).body).toEqual(UNAUTHORIZED);
    });
  });
});

describe('API key management with metadata on and custom expiry off', () => {
  let t: TestApp;
  let api: ReturnType<typeof requests>;
  let owner: SignedUpUser;

  beforeAll(async () => {
    const apiKey = {
      enableMetadata: true,
      keyExpiration: { defaultExpiresIn: 7 * DAY, disableCustomExpiresTime: true },
    };
    t = await createTestApp({ config: { ...LINE_14_CONFIG, apiKey } });
    api = requests(t);
    owner = await signUp(t.http);
  });

  afterAll(() => t.close());

  it('replaces the metadata and answers it decoded from update, get and list', async () => {
    const created = await createKey(t.http, owner.cookie, { metadata: { team: 'old' } });
    const metadata = { team: 'platform', limits: { daily: 5 }, tags: ['ci'] };
    const response = await api.update(owner.cookie, { keyId: created.id, metadata }).expect(200);
    expect(response.body.metadata).toEqual(metadata);
    expect((await api.get(owner.cookie, created.id).expect(200)).body.metadata).toEqual(metadata);
    const listed = await api.list(owner.cookie).expect(200);
    expect(listed.body.find((k: { id: string }) => k.id === created.id).metadata).toEqual(metadata);
  });

  it('clears the metadata when update sends null', async () => {
    const created = await createKey(t.http, owner.cookie, { metadata: { team: 'old' } });
    const response = await api.update(owner.cookie, { keyId: created.id, metadata: null }).expect(200);
    expect(response.body.metadata).toBeNull();
    expect((await api.get(owner.cookie, created.id).expect(200)).body.metadata).toBeNull();
  });

  it.each([
    ['a string', 'platform'],
    ['a number', 42],
    ['an array', ['platform']],
  ])('refuses metadata that is %s with 400 INVALID_METADATA_TYPE', async (_label, metadata) => {
    const created = await createKey(t.http, owner.cookie);
    const response = await api.update(owner.cookie, { keyId: created.id, metadata }).expect(400);
    expect(response.body).toEqual(error('INVALID_METADATA_TYPE', 'metadata must be an object or undefined'));
  });

  it.each([
    ['30 days', 30 * DAY],
    ['null, which would remove the configured expiry', null],
  ])('refuses expiresIn of %s with 400 KEY_DISABLED_EXPIRATION and keeps the expiry', async (_label, expiresIn) => {
    const created = await createKey(t.http, owner.cookie);
    expect(created.expiresAt).not.toBeNull();
    const response = await api.update(owner.cookie, { keyId: created.id, expiresIn }).expect(400);
    expect(response.body).toEqual(error('KEY_DISABLED_EXPIRATION', 'Custom key expiration values are disabled.'));
    expect((await api.get(owner.cookie, created.id).expect(200)).body.expiresAt).toBe(created.expiresAt);
  });
});

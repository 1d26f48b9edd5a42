import request from 'supertest';
import { createUserWithRole, LINE_14_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKey, createKeyOnServer } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, cookiesFrom, signUp } from '../../support/factories';

const CREATE = '/api/auth/api-key/create';
const DAY = 86_400;
const error = (code: string, message: string) => ({ code, message });
const UNAUTHORIZED_SESSION = error('UNAUTHORIZED_SESSION', 'Unauthorized or invalid session');
const SERVER_ONLY_PROPERTY = error(
  'SERVER_ONLY_PROPERTY',
  "The property you're trying to set can only be set from the server auth instance only.",
);
const INVALID_PREFIX_FORMAT = error(
  'INVALID_PREFIX_FORMAT',
  'Invalid prefix format, must be alphanumeric and contain only underscores and hyphens.',
);
const INVALID_PREFIX_LENGTH = error('INVALID_PREFIX_LENGTH', 'The prefix length is either too large or too small.');
const INVALID_NAME_LENGTH = error('INVALID_NAME_LENGTH', 'The name length is either too large or too small.');

interface Caller {
  cookie?: string;
  serviceKey?: string;
  apiKey?: string;
}

function post(t: TestApp, body: Record<string, unknown>, caller: Caller): request.Test {
  const call = request(t.http).post(CREATE);
  if (caller.cookie) call.set('Cookie', caller.cookie);
  if (caller.serviceKey) call.set('x-service-key', caller.serviceKey);
  if (caller.apiKey) call.set('x-api-key', caller.apiKey);
  return call.send(body);
}

/** An ISO date no earlier than `fromMs + offsetMs` and no later than `toMs + offsetMs`. */
function expectDateBetween(iso: string, fromMs: number, toMs: number, offsetMs = 0): void {
  const ms = new Date(iso).getTime();
  expect(ms).toBeGreaterThanOrEqual(fromMs + offsetMs);
  expect(ms).toBeLessThanOrEqual(toMs + offsetMs);
}

describe('POST /api/auth/api-key/create', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    user = await signUp(t.http);
  });

  afterAll(() => t.close());

  const asUser = (body: Record<string, unknown>) => post(t, body, { cookie: user.cookie });
  const asServer = (body: Record<string, unknown>) => post(t, body, { serviceKey: TEST_SERVICE_KEY });

  describe('as a signed-in user', () => {
    it('answers the whole record with the full key and the defaults, timestamped by the app clock', async () => {
      const before = t.clock.nowMs();
      const body = (await asUser({ name: 'CI deploys' }).expect(200)).body;

      expect(body).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        name: 'CI deploys',
        start: body.key.slice(0, 6),
        prefix: null,
        key: expect.stringMatching(/^[A-Za-z]{64}$/),
        userId: user.userId,
        refillInterval: null,
        refillAmount: null,
        lastRefillAt: null,
        remaining: null,
        enabled: true,
        rateLimitEnabled: true,
        rateLimitTimeWindow: 86_400_000,
        rateLimitMax: 10,
        requestCount: 0,
        lastRequest: null,
        expiresAt: null,
        createdAt: expect.any(String),
        updatedAt: body.createdAt,
        permissions: null,
        metadata: null,
      });
      expectDateBetween(body.createdAt, before, t.clock.nowMs());
    });

    it('takes prefix: null as no prefix, as the spec keeps prefix nullable', async () => {
      expect(await createKey(t.http, user.cookie, { prefix: null })).toMatchObject({
        prefix: null,
        key: expect.stringMatching(/^[A-Za-z]{64}$/),
      });
    });

    it('accepts an empty object: no name, no prefix', async () => {
      expect(await createKey(t.http, user.cookie)).toMatchObject({
        name: null,
        prefix: null,
        key: expect.stringMatching(/^[A-Za-z]{64}$/),
      });
    });

    it('puts the prefix before 64 letters and counts it in start', async () => {
      const body = await createKey(t.http, user.cookie, { prefix: 'proj_' });
      expect(body.key).toMatch(/^proj_[A-Za-z]{64}$/);
      expect(body).toMatchObject({ prefix: 'proj_', start: body.key.slice(0, 6) });
      expect(body.start).toMatch(/^proj_[A-Za-z]$/);
    });

    it('shows the full key only in the create answer: get and list leave it out', async () => {
      const created = await createKey(t.http, user.cookie, { name: 'shown once' });
      const { key: _key, ...record } = created;
      const got = await request(t.http)
        .get('/api/auth/api-key/get')
        .query({ id: created.id })
        .set('Cookie', user.cookie)
        .expect(200);
      expect(got.body).toEqual(record);
      const listed = await request(t.http).get('/api/auth/api-key/list').set('Cookie', user.cookie).expect(200);
      expect(listed.body.find((k: { id: string }) => k.id === created.id)).toEqual(record);
      expect(JSON.stringify(listed.body)).not.toContain(created.key.slice(6));
    });

    it('sets expiresAt expiresIn seconds after the app clock', async () => {
      t.clock.advanceSeconds(3600);
      const before = t.clock.nowMs();
      const body = await createKey(t.http, user.cookie, { expiresIn: 2 * DAY });
      expectDateBetween(body.expiresAt, before, t.clock.nowMs(), 2 * DAY * 1000);
    });

    it('accepts expiresIn of exactly 1 day and of exactly 365 days, and null for no expiry', async () => {
      await asUser({ expiresIn: DAY }).expect(200);
      await asUser({ expiresIn: 365 * DAY }).expect(200);
      expect((await asUser({ expiresIn: null }).expect(200)).body.expiresAt).toBeNull();
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
      expect((await asUser({ expiresIn }).expect(400)).body).toEqual({ code, message });
    });

    it.each(['has space', 'dot.ted', 'ünï'])('refuses the prefix %j with 400 INVALID_PREFIX_FORMAT', async (prefix) => {
      const response = await asUser({ prefix }).expect(400);
      expect(response.body).toEqual(INVALID_PREFIX_FORMAT);
    });

    it('refuses an empty prefix and one of 33 characters with 400 INVALID_PREFIX_LENGTH, and takes 32', async () => {
      expect((await asUser({ prefix: '' }).expect(400)).body).toEqual(INVALID_PREFIX_LENGTH);
      expect((await asUser({ prefix: 'p'.repeat(33) }).expect(400)).body).toEqual(INVALID_PREFIX_LENGTH);
      const body = (await asUser({ prefix: 'p'.repeat(32) }).expect(200)).body;
      expect(body.key).toMatch(/^p{32}[A-Za-z]{64}$/);
    });

    it('refuses an empty name and one of 33 characters with 400 INVALID_NAME_LENGTH, and takes 32', async () => {
      expect((await asUser({ name: '' }).expect(400)).body).toEqual(INVALID_NAME_LENGTH);
      expect((await asUser({ name: 'n'.repeat(33) }).expect(400)).body).toEqual(INVALID_NAME_LENGTH);
      expect((await asUser({ name: 'n'.repeat(32) }).expect(200)).body.name).toBe('n'.repeat(32));
    });

    it('refuses metadata while metadata is disabled with 400 METADATA_DISABLED', async () => {
      const response = await asUser({ metadata: { team: 'platform' } }).expect(400);
      expect(response.body).toEqual({ code: 'METADATA_DISABLED', message: 'Metadata is disabled.' });
    });

    it.each([
      ['refillAmount', { refillAmount: 10 }],
      ['refillInterval', { refillInterval: 1 }],
      ['rateLimitMax', { rateLimitMax: 100 }],
      ['rateLimitTimeWindow', { rateLimitTimeWindow: 1000 }],
      ['rateLimitEnabled', { rateLimitEnabled: false }],
      ['permissions', { permissions: { files: ['read'] } }],
      ['a numeric remaining', { remaining: 5 }],
    ])('refuses %s without the service key with 400 SERVER_ONLY_PROPERTY', async (_label, extra) => {
      const response = await asUser({ name: 'client', ...extra }).expect(400);
      expect(response.body).toEqual(SERVER_ONLY_PROPERTY);
    });

    it('accepts remaining null from a client, as unlimited', async () => {
      expect((await asUser({ remaining: null }).expect(200)).body.remaining).toBeNull();
    });

    it('refuses a userId other than the session user with 401 UNAUTHORIZED_SESSION', async () => {
      const other = await signUp(t.http);
      const response = await asUser({ userId: other.userId }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED_SESSION);
    });

    it('accepts its own userId alongside the session', async () => {
      expect((await asUser({ userId: user.userId }).expect(200)).body.userId).toBe(user.userId);
    });

    it('creates the key for the owner of the key in the x-api-key header', async () => {
      const owner = await signUp(t.http);
      const first = await createKey(t.http, owner.cookie);
      const response = await post(t, { name: 'from a key' }, { apiKey: first.key }).expect(200);
      expect(response.body).toMatchObject({ userId: owner.userId, name: 'from a key' });
      expect(response.body.key).not.toBe(first.key);
    });

    it('refuses an impersonation session with 403 NOT_ALLOWED_WHILE_IMPERSONATING', async () => {
      const admin = await createUserWithRole(t.http, 'admin');
      const impersonate = request(t.http).post('/api/auth/admin/impersonate-user').set('Cookie', admin.cookie);
      const impersonated = await impersonate.send({ userId: user.userId }).expect(200);
      const response = await post(t, {}, { cookie: cookiesFrom(impersonated) }).expect(403);
      expect(response.body).toEqual({
        code: 'NOT_ALLOWED_WHILE_IMPERSONATING',
        message: 'This action is not allowed while impersonating a user',
      });
    });
  });

  describe('without a session', () => {
    it.each([
      ['neither session nor service key', true, {}],
      ['a wrong service key', true, { serviceKey: 'not-the-service-key' }],
      ['the service key without a userId', false, { serviceKey: TEST_SERVICE_KEY }],
    ])('refuses %s with 401 UNAUTHORIZED_SESSION', async (_label, withUserId, caller) => {
      const response = await post(t, withUserId ? { userId: user.userId } : {}, caller).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED_SESSION);
    });

    it('refuses the service key with an unknown userId with 404 USER_NOT_FOUND', async () => {
      const response = await asServer({ userId: 'no-such-user-0123456789abcdefgh' }).expect(404);
      expect(response.body).toEqual(error('USER_NOT_FOUND', 'User not found'));
    });
  });

  describe('as a trusted backend with the service key and userId', () => {
    it('stores every server-only property and answers permissions parsed', async () => {
      const counters = {
        remaining: 50,
        refillAmount: 100,
        refillInterval: 7,
        rateLimitEnabled: false,
        rateLimitTimeWindow: 60_000,
        rateLimitMax: 5,
      };
      const permissions = { files: ['read', 'write'], users: [] };
      const body = await createKeyOnServer(t.http, user.userId, { name: 'metered', ...counters, permissions });
      expect(body).toMatchObject({
        ...counters,
        userId: user.userId,
        name: 'metered',
        lastRefillAt: null,
        requestCount: 0,
      });
      expect(body.permissions).toEqual(permissions);
      const got = await request(t.http)
        .get('/api/auth/api-key/get')
        .query({ id: body.id })
        .set('Cookie', user.cookie)
        .expect(200);
      expect(got.body.permissions).toEqual(permissions);
    });

    it('starts remaining at refillAmount when only the refill is given', async () => {
      const body = await createKeyOnServer(t.http, user.userId, { refillAmount: 25, refillInterval: 1 });
      expect(body.remaining).toBe(25);
    });

    it('accepts remaining 0', async () => {
      expect((await createKeyOnServer(t.http, user.userId, { remaining: 0 })).remaining).toBe(0);
    });

    // 2^31 does not fit the INTEGER column on PostgreSQL: it must be refused the same way on every database.
    it.each([-1, 2 ** 31])('refuses remaining %d with 400 INVALID_REMAINING', async (remaining) => {
      const response = await asServer({ userId: user.userId, remaining }).expect(400);
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
      expect((await asServer({ userId: user.userId, ...extra }).expect(400)).body).toEqual({ code, message });
    });

    it.each([
      ['expiresIn', { expiresIn: 'x' }, 'expiresIn must be an integer number'],
      ['remaining', { remaining: 1.5 }, 'remaining must be an integer number'],
      [
        'permissions',
        { permissions: { files: 'read' } },
        'permissions must map each resource to a list of action names',
      ],
      ['refillAmount', { refillAmount: 0, refillInterval: 1 }, 'refillAmount must not be less than 1'],
    ])('refuses a malformed %s with 400 VALIDATION_ERROR naming it', async (field, extra, message) => {
      const response = await asServer({ userId: user.userId, ...extra }).expect(400);
      expect(response.body).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Invalid body parameters',
        errors: [{ field, message }],
      });
    });
  });
});

describe('POST /api/auth/api-key/create with name required, metadata on, a default expiry and custom expiry off', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...LINE_14_CONFIG,
        apiKey: {
          requireName: true,
          enableMetadata: true,
          keyExpiration: { defaultExpiresIn: 3 * DAY, disableCustomExpiresTime: true },
        },
      },
    });
    user = await signUp(t.http);
  });

  afterAll(() => t.close());

  const asUser = (body: Record<string, unknown>) => post(t, body, { cookie: user.cookie });

  it.each([
    ['no name', {}],
    ['an empty name', { name: '' }],
  ])('refuses %s with 400 NAME_REQUIRED', async (_label, body) => {
    const response = await asUser(body).expect(400);
    expect(response.body).toEqual({ code: 'NAME_REQUIRED', message: 'API Key name is required.' });
  });

  it('gives a key created without expiresIn the configured default expiry', async () => {
    const before = t.clock.nowMs();
    const body = (await asUser({ name: 'default expiry' }).expect(200)).body;
    expectDateBetween(body.expiresAt, before, t.clock.nowMs(), 3 * DAY * 1000);
  });

  it('refuses any expiresIn with 400 KEY_DISABLED_EXPIRATION', async () => {
    const response = await asUser({ name: 'custom', expiresIn: 30 * DAY }).expect(400);
    expect(response.body).toEqual({
      code: 'KEY_DISABLED_EXPIRATION',
      message: 'Custom key expiration values are disabled.',
    });
  });

  it('stores object metadata and answers it parsed from create, get and list', async () => {
    const metadata = { team: 'platform', tier: 2, tags: ['a', 'b'], nested: { on: true } };
    const created = (await asUser({ name: 'with metadata', metadata }).expect(200)).body;
    expect(created.metadata).toEqual(metadata);
    const got = await request(t.http)
      .get('/api/auth/api-key/get')
      .query({ id: created.id })
      .set('Cookie', user.cookie)
      .expect(200);
    expect(got.body.metadata).toEqual(metadata);
    const listed = await request(t.http).get('/api/auth/api-key/list').set('Cookie', user.cookie).expect(200);
    expect(listed.body.find((k: { id: string }) => k.id === created.id).metadata).toEqual(metadata);
  });

  it.each([
    ['a string', 'platform'],
    ['a number', 42],
    ['a boolean', true],
  ])('refuses metadata that is %s with 400 INVALID_METADATA_TYPE', async (_label, metadata) => {
    const response = await asUser({ name: 'bad metadata', metadata }).expect(400);
    expect(response.body).toEqual(error('INVALID_METADATA_TYPE', 'metadata must be an object or undefined'));
  });
});

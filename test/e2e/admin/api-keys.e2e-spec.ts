import request from 'supertest';
import { createUserWithRole, LINE_14_CONFIG } from '../../support/admin';
import { verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_ALLOWED_TO_UPDATE = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS',
  message: 'You are not allowed to update users',
};
const NOT_ALLOWED_TO_GET = { code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER', message: 'You are not allowed to get user' };
const USER_NOT_FOUND = { code: 'USER_NOT_FOUND', message: 'User not found' };
const KEY_NOT_FOUND = { code: 'KEY_NOT_FOUND', message: 'API Key not found' };
const REFILL_PAIR_REQUIRED = {
  code: 'REFILL_AMOUNT_AND_INTERVAL_REQUIRED',
  message: 'refillAmount is required when refillInterval is provided',
};
const SERVER_ONLY = {
  remaining: 5,
  refillAmount: 10,
  refillInterval: 1,
  rateLimitEnabled: true,
  rateLimitTimeWindow: 60_000,
  rateLimitMax: 3,
  permissions: { files: ['read'] },
};

describe('admin API-key endpoints', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let plainUser: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    plainUser = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, cookie: string | null, body: object): request.Test => {
    const call = request(t.http).post(`/api/auth/admin/${path}`);
    return (cookie ? call.set('Cookie', cookie) : call).send(body);
  };
  const listKeys = (cookie: string, userId: string): request.Test =>
    request(t.http).get('/api/auth/admin/list-user-api-keys').query({ userId }).set('Cookie', cookie);

  describe('POST /api/auth/admin/create-api-key', () => {
    it('creates a key for the administrator with the server-only properties, and the key honours them', async () => {
      const response = await post('create-api-key', admin.cookie, { name: 'Quota key', ...SERVER_ONLY }).expect(200);

      expect(response.body).toMatchObject({
        name: 'Quota key',
        userId: admin.userId,
        remaining: 5,
        refillAmount: 10,
        refillInterval: 1,
        rateLimitMax: 3,
        rateLimitTimeWindow: 60_000,
        permissions: { files: ['read'] },
      });
      expect(typeof response.body.key).toBe('string');
      expect(await verifyKey(t.http, response.body.key, { files: ['read'] })).toMatchObject({
        valid: true,
        key: { remaining: 4 },
      });
    });

    it('creates a key for another user, listed as theirs', async () => {
      const owner = await signUp(t.http);
      const created = await post('create-api-key', admin.cookie, {
        userId: owner.userId,
        name: 'Issued',
        remaining: 100,
      }).expect(200);

      const ownList = await request(t.http).get('/api/auth/api-key/list').set('Cookie', owner.cookie).expect(200);
      expect(ownList.body.map((key: { id: string }) => key.id)).toEqual([created.body.id]);
      expect(ownList.body[0]).not.toHaveProperty('key');
    });

    it('refuses a refill amount without an interval with 400 REFILL_AMOUNT_AND_INTERVAL_REQUIRED', async () => {
      const response = await post('create-api-key', admin.cookie, { refillAmount: 10 }).expect(400);
      expect(response.body).toEqual(REFILL_PAIR_REQUIRED);
    });

    it('refuses an unknown user with 404 USER_NOT_FOUND', async () => {
      const response = await post('create-api-key', admin.cookie, { userId: 'no-such-user' }).expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await post('create-api-key', null, { name: 'x' }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a user who is not an administrator with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS', async () => {
      const response = await post('create-api-key', plainUser.cookie, { ...SERVER_ONLY }).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE);
    });
  });

  describe('POST /api/auth/admin/update-api-key', () => {
    it('changes the server-only properties of another user’s key', async () => {
      const owner = await signUp(t.http);
      const created = await post('create-api-key', admin.cookie, { userId: owner.userId }).expect(200);

      const response = await post('update-api-key', admin.cookie, {
        keyId: created.body.id,
        userId: owner.userId,
        remaining: 7,
        permissions: { files: ['write'] },
      }).expect(200);

      expect(response.body).toMatchObject({ id: created.body.id, remaining: 7, permissions: { files: ['write'] } });
    });

    it('answers 404 KEY_NOT_FOUND for a key of someone other than the named user', async () => {
      const owner = await signUp(t.http);
      const created = await post('create-api-key', admin.cookie, { userId: owner.userId }).expect(200);

      const response = await post('update-api-key', admin.cookie, { keyId: created.body.id, remaining: 7 }).expect(404);
      expect(response.body).toEqual(KEY_NOT_FOUND);
    });

    it('refuses a user who is not an administrator with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS', async () => {
      const response = await post('update-api-key', plainUser.cookie, { keyId: 'any', remaining: 7 }).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED_TO_UPDATE);
    });
  });

  describe('GET /api/auth/admin/list-user-api-keys', () => {
    it('lists the user’s keys without their secrets', async () => {
      const owner = await signUp(t.http);
      const created = await request(t.http)
        .post('/api/auth/api-key/create')
        .set('Cookie', owner.cookie)
        .send({ name: 'Own key' })
        .expect(200);

      const response = await listKeys(admin.cookie, owner.userId).expect(200);

      expect(response.body).toEqual([
        expect.objectContaining({ id: created.body.id, name: 'Own key', userId: owner.userId }),
      ]);
      expect(response.body[0]).not.toHaveProperty('key');
    });

    it('answers 404 USER_NOT_FOUND for an unknown user', async () => {
      const response = await listKeys(admin.cookie, 'no-such-user').expect(404);
      expect(response.body).toEqual(USER_NOT_FOUND);
    });

    it('refuses a user who is not an administrator with 403 YOU_ARE_NOT_ALLOWED_TO_GET_USER', async () => {
      const response = await listKeys(plainUser.cookie, plainUser.userId).expect(403);
      expect(response.body).toEqual(NOT_ALLOWED_TO_GET);
    });
  });
});

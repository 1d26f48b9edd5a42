import request from 'supertest';
import { LINE_14_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const SWEEP = '/api/auth/api-key/delete-all-expired-api-keys';
const DAY_SECONDS = 86_400;
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const KEY_NOT_FOUND = { code: 'KEY_NOT_FOUND', message: 'API Key not found' };

/**
 * The sweep that follows key calls runs at most once per 10 s of the app clock, and list answers
 * the rows it read before its own sweep. Get neither sweeps nor checks expiry, so it shows
 * whether a row is still stored. Each test first moves the clock by far more than 10 s, so
 * the next call that may sweep does.
 */
describe('sweeping expired API keys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  function getKey(user: SignedUpUser, id: string): request.Test {
    return request(t.http).get('/api/auth/api-key/get').set('Cookie', user.cookie).query({ id });
  }

  async function listedIds(user: SignedUpUser): Promise<string[]> {
    const response = await request(t.http).get('/api/auth/api-key/list').set('Cookie', user.cookie).expect(200);
    return response.body.map((key: { id: string }) => key.id);
  }

  async function expectStored(user: SignedUpUser, id: string): Promise<void> {
    const response = await getKey(user, id).expect(200);
    expect(response.body.id).toBe(id);
  }

  async function expectGone(user: SignedUpUser, id: string): Promise<void> {
    const response = await getKey(user, id).expect(404);
    expect(response.body).toEqual(KEY_NOT_FOUND);
  }

  describe('POST /api-key/delete-all-expired-api-keys', () => {
    it('refuses a caller without a service key with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).post(SWEEP).send({}).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a wrong service key with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http)
        .post(SWEEP)
        .set('x-service-key', 'not-the-service-key')
        .send({})
        .expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a signed-in user without a service key with 401 UNAUTHORIZED', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http).post(SWEEP).set('Cookie', user.cookie).send({}).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('deletes the expired keys and keeps the live ones', async () => {
      const user = await signUp(t.http);
      const expiring = await createKey(t.http, user.cookie, { name: 'expiring', expiresIn: DAY_SECONDS });
      const lasting = await createKey(t.http, user.cookie, { name: 'lasting' });
      const later = await createKey(t.http, user.cookie, { name: 'later', expiresIn: 2 * DAY_SECONDS });
      t.clock.advanceSeconds(DAY_SECONDS + 1);
      await expectStored(user, expiring.id);

      const response = await request(t.http).post(SWEEP).set('x-service-key', TEST_SERVICE_KEY).send({}).expect(200);

      expect(response.body).toEqual({ success: true, error: null });
      await expectGone(user, expiring.id);
      expect((await listedIds(user)).sort()).toEqual([lasting.id, later.id].sort());
    });
  });

  describe('after list', () => {
    it('deletes expired keys on a list call when the last sweep is more than 10 s old', async () => {
      const user = await signUp(t.http);
      const expiring = await createKey(t.http, user.cookie, { expiresIn: DAY_SECONDS });
      const lasting = await createKey(t.http, user.cookie);
      t.clock.advanceSeconds(DAY_SECONDS + 1);
      await expectStored(user, expiring.id);

      await listedIds(user);

      await expectGone(user, expiring.id);
      expect(await listedIds(user)).toEqual([lasting.id]);
    });

    it('sweeps at most once per 10 s: a key expiring just after a sweep stays until 10 s have passed', async () => {
      const user = await signUp(t.http);
      const first = await createKey(t.http, user.cookie, { name: 'first', expiresIn: DAY_SECONDS });
      t.clock.advanceSeconds(5);
      const second = await createKey(t.http, user.cookie, { name: 'second', expiresIn: DAY_SECONDS });
      // `first` expired 2 s ago, `second` expires in 3 s.
      t.clock.advanceSeconds(DAY_SECONDS - 3);

      await listedIds(user);
      await expectGone(user, first.id);
      await expectStored(user, second.id);

      // `second` expired 1 s ago, 4 s after that sweep.
      t.clock.advanceSeconds(4);
      expect(await listedIds(user)).toEqual([second.id]);
      await expectStored(user, second.id);
      expect(await listedIds(user)).toEqual([second.id]);
      await expectStored(user, second.id);

      t.clock.advanceSeconds(11);
      await expectStored(user, second.id);
      await listedIds(user);
      await expectGone(user, second.id);
      expect(await listedIds(user)).toEqual([]);
    });
  });
});

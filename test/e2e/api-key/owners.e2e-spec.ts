import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { createKey, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';

const INVALID_API_KEY = { code: 'INVALID_API_KEY', message: 'Invalid API key.' };

describe('API keys when their owner goes', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  it('deletes the keys of a user an administrator removes', async () => {
    const owner = await signUp(t.http);
    const { key } = await createKey(t.http, owner.cookie, { name: 'doomed' });
    expect((await verifyKey(t.http, key)).valid).toBe(true);

    await request(t.http)
      .post('/api/auth/admin/remove-user')
      .set('Cookie', admin.cookie)
      .send({ userId: owner.userId })
      .expect(200);

    expect(await verifyKey(t.http, key)).toEqual({ valid: false, error: INVALID_API_KEY, key: null });
    await request(t.http).get('/api/auth/get-session').set('x-api-key', key).expect(401, INVALID_API_KEY);
  });

  it('deletes the keys of a user who deletes their account', async () => {
    const owner = await signUp(t.http);
    const { key } = await createKey(t.http, owner.cookie);

    await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', owner.cookie)
      .send({ password: PASSWORD })
      .expect(200);

    expect(await verifyKey(t.http, key)).toEqual({ valid: false, error: INVALID_API_KEY, key: null });
  });

  it("keeps other users' keys working", async () => {
    const keeper = await signUp(t.http);
    const doomed = await signUp(t.http);
    const kept = await createKey(t.http, keeper.cookie);
    await createKey(t.http, doomed.cookie);

    await request(t.http)
      .post('/api/auth/admin/remove-user')
      .set('Cookie', admin.cookie)
      .send({ userId: doomed.userId })
      .expect(200);

    expect((await verifyKey(t.http, kept.key)).valid).toBe(true);
  });
});

import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, createUserWithRole } from '../../support/admin';
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

// A key outlives its owner only in a database another deployment wrote (Better Auth 1.7 keeps keys
// when a user is deleted); the owner row is removed underneath the service to stand for that.
describe.each([
  [
    '1.7',
    ADMIN_TEST_CONFIG,
    { code: 'INVALID_REFERENCE_ID_FROM_API_KEY', message: 'The reference id from the API key is invalid.' },
  ],
  [
    '1.4',
    LINE_14_CONFIG,
    { code: 'INVALID_USER_ID_FROM_API_KEY', message: 'The user id from the API key is invalid.' },
  ],
])('a key whose owner is gone, sent as x-api-key on the %s line', (_line, config, refusal) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config });
  });

  afterAll(async () => {
    await t.close();
  });

  it(`answers 401 ${refusal.code}`, async () => {
    const owner = await signUp(t.http);
    const { key } = await createKey(t.http, owner.cookie);
    const sequelize = t.app.get(Sequelize);
    // 1.7's table has no `userId` column, so nothing cascades from the user to the key.
    await sequelize.query('UPDATE "apikey" SET "userId" = NULL WHERE "referenceId" = ?', {
      replacements: [owner.userId],
    });
    await sequelize.query('DELETE FROM "user" WHERE "id" = ?', { replacements: [owner.userId] });

    const response = await request(t.http).get('/api/auth/get-session').set('x-api-key', key).expect(401);

    expect(response.body).toEqual(refusal);
  });
});

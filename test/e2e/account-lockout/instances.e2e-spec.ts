import request from 'supertest';
import { DeepPartial, RawConfig } from '../../../src/platform/config/config-sources';
import { LOCKOUT_TEST_CONFIG, attemptSignIn, expectAllSignedIn, expectLocked } from '../../support/account-lockout';
import { createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { TEST_REDIS_URL } from '../../support/test-redis';

/** Each store the service can keep the counts in, chosen by configuration as the service chooses it. */
const STORES: Array<[string, DeepPartial<RawConfig>]> = [
  ['the database', { redisUrl: null }],
  ['Redis', { redisUrl: TEST_REDIS_URL }],
];

describe.each(STORES)('the sign-in lock across two instances sharing %s', (_name, store) => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    first = await createTestApp({ database, config: { ...LOCKOUT_TEST_CONFIG, ...store } });
    second = await createTestApp({ database, config: { ...LOCKOUT_TEST_CONFIG, ...store } });
    admin = await createUserWithRole(first.http, 'admin');
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('locks the address on both after wrong passwords spread over the two', async () => {
    const user = await signUp(first.http);
    for (const instance of [first, second, first]) await attemptSignIn(instance.http, user.email).expect(401);

    await expectLocked(attemptSignIn(second.http, user.email, PASSWORD), 60);
    await expectLocked(attemptSignIn(first.http, user.email, PASSWORD), 60);
  });

  it('signs in 30 people with the right password sent at once to both, each with a session working on both', async () => {
    const user = await signUp(first.http);

    await expectAllSignedIn([first.http, second.http], user.email, 30);
  });

  it('answers at most 3 of 12 wrong passwords sent at once to both as wrong', async () => {
    const user = await signUp(first.http);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attemptSignIn((i % 2 ? first : second).http, user.email)),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
  });

  it('lifts the lock on both when an administrator unlocks on one', async () => {
    const user = await signUp(first.http);
    for (const instance of [second, second, second]) await attemptSignIn(instance.http, user.email).expect(401);
    const locked = await request(first.http)
      .get('/api/auth/admin/get-user-lock')
      .query({ id: user.userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(locked.body).toMatchObject({ locked: true, failedAttempts: 3 });

    await request(first.http)
      .post('/api/auth/admin/unlock-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);

    await attemptSignIn(second.http, user.email, PASSWORD).expect(200);
  });

  it('lifts the lock on both at its time', async () => {
    const user = await signUp(first.http);
    for (const instance of [first, second, first]) await attemptSignIn(instance.http, user.email).expect(401);

    first.clock.advanceSeconds(61);
    second.clock.advanceSeconds(61);
    await attemptSignIn(second.http, user.email, PASSWORD).expect(200);
  });
});

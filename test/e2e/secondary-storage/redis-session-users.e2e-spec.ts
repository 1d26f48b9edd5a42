import { Sequelize } from 'sequelize-typescript';
import Redis from 'ioredis';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { TEST_REDIS_URL } from '../../support/test-redis';

const CHANGED = '"changed"';

/**
 * With sessions in Redis, get-session reads the user from Redis in the same round trip as the
 * session; every change through the service must show on the very next request.
 */
describe('session users kept in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        admin: { roles: { support: { user: ['list'] } } },
        redisUrl: TEST_REDIS_URL,
        sessionsInDatabase: false,
        user: { additionalFields: { hiredOn: { type: 'date', required: false } } },
      },
    });
    redis = new Redis(TEST_REDIS_URL, { keyPrefix: t.config.redisKeyPrefix });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  const session = async (user: SignedUpUser) =>
    (await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200)).body;
  const asAdmin = (path: string, body: object) =>
    request(t.http).post(`/api/auth/admin/${path}`).set('Cookie', admin.cookie).send(body).expect(200);

  it('keeps the user read for a session under user:{id} for a minute, and answers the same user from it', async () => {
    const user = await signUp(t.http);
    const first = await session(user);

    const kept = JSON.parse((await redis.get(`user:${user.userId}`))!);
    expect(kept).toMatchObject({ id: user.userId, email: user.email });
    const ttl = await redis.pttl(`user:${user.userId}`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await session(user)).toEqual(first);
  });

  it('shows a role change, a profile change and dates on the next request', async () => {
    const user = await signUp(t.http);
    await session(user);

    await asAdmin('set-role', { userId: user.userId, role: 'support' });
    expect(await redis.get(`user:${user.userId}`)).toBe(CHANGED);
    expect((await session(user)).user.role).toBe('support');

    await request(t.http)
      .post('/api/auth/update-user')
      .set('Cookie', user.cookie)
      .send({ name: 'Renamed', hiredOn: '2024-03-01T00:00:00.000Z' })
      .expect(200);
    const updated = await session(user);
    expect(updated.user).toMatchObject({ name: 'Renamed', hiredOn: '2024-03-01T00:00:00.000Z', role: 'support' });
  });

  it('does not let a request that read the user before a change put the old row back', async () => {
    const user = await signUp(t.http);
    await asAdmin('set-role', { userId: user.userId, role: 'support' });

    // The changed marker holds the entry: filling it with what was read before the change is refused.
    for (let i = 0; i < 3; i += 1) expect((await session(user)).user.role).toBe('support');
    expect(await redis.get(`user:${user.userId}`)).toBe(CHANGED);
  });

  it('ends the sessions of a banned user at once, and a removed user has no session', async () => {
    const banned = await signUp(t.http);
    const removed = await signUp(t.http);
    await session(banned);
    await session(removed);

    await asAdmin('ban-user', { userId: banned.userId });
    await asAdmin('remove-user', { userId: removed.userId });

    expect(await session(banned)).toBeNull();
    expect(await session(removed)).toBeNull();
  });

  it('serves a change written straight to the database once the kept entry lapses', async () => {
    const user = await signUp(t.http);
    await session(user);
    await t.app
      .get(Sequelize)
      .query(`UPDATE "user" SET "name" = 'Edited in the database' WHERE "id" = '${user.userId}'`);
    expect((await session(user)).user.name).not.toBe('Edited in the database');

    await redis.pexpire(`user:${user.userId}`, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await session(user)).user.name).toBe('Edited in the database');
  });
});

import { Sequelize } from 'sequelize-typescript';
import Redis from 'ioredis';
import request from 'supertest';
import { ChildProcess } from 'node:child_process';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { SignedUpUser, signUp, PASSWORD, cookiesFrom } from '../../support/factories';
import { TEST_REDIS_URL } from '../../support/test-redis';
import { startRedis, stopRedis } from '../../support/redis-server';

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

const REDIS_UNAVAILABLE = { code: 'REDIS_UNAVAILABLE', message: 'Redis is not reachable' };

describe('sessions while their Redis goes away and comes back', () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess | null = null;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ config: { redisUrl: `redis://127.0.0.1:${port}`, sessionsInDatabase: false } });
  });

  afterAll(async () => {
    await t.close();
    if (redis) await stopRedis(redis);
  });

  it('fails fast with 503 REDIS_UNAVAILABLE while Redis is down, then serves again without a restart', async () => {
    const user = await signUp(t.http);
    await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    await request(t.http).get('/health/ready').expect(200, { status: 'ok', database: 'up', redis: 'up' });

    await stopRedis(redis!);
    redis = null;
    const started = Date.now();
    const down = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(503);
    expect(down.body).toEqual(REDIS_UNAVAILABLE);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(503, REDIS_UNAVAILABLE);
    await request(t.http).get('/health/ready').expect(503, REDIS_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(3000);
    // Signed-out callers need no session, so they are still answered.
    await request(t.http).get('/api/auth/get-session').expect(200);

    redis = await startRedis(port);
    const deadline = Date.now() + 10_000;
    let signIn = await request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD });
    while (signIn.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      signIn = await request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD });
    }
    expect(signIn.status).toBe(200);
    await request(t.http).get('/health/ready').expect(200, { status: 'ok', database: 'up', redis: 'up' });
    // This Redis keeps nothing on disk: the sessions it held are gone, new ones work.
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', user.cookie)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', cookiesFrom(signIn))
      .expect(200)
      .expect((res) => expect(res.body.user.id).toBe(user.userId));
  }, 30_000);
});

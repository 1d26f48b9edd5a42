import { getModelToken } from '@nestjs/sequelize';
import Redis from 'ioredis';
import request from 'supertest';
import { SessionModel } from '../../../src/identity/session/session.model';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';
import { TEST_REDIS_URL } from '../../support/test-redis';

const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** An app keeping sessions in the suite's Redis, and a client reading that Redis under the app's prefix. */
async function redisApp(config: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; redis: Redis }> {
  const t = await createTestApp({
    ...config,
    config: { ...ADMIN_TEST_CONFIG, redisUrl: TEST_REDIS_URL, sessionsInDatabase: false, ...config.config },
  });
  return { t, redis: new Redis(TEST_REDIS_URL, { keyPrefix: t.config.redisKeyPrefix }) };
}

function sessionRows(t: TestApp, userId: string): Promise<number> {
  return t.app.get<typeof SessionModel>(getModelToken(SessionModel)).count({ where: { userId } });
}

async function signInAgain(t: TestApp, user: SignedUpUser): Promise<{ token: string; cookie: string }> {
  const response = await request(t.http)
    .post('/api/auth/sign-in/email')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  return { token: response.body.token, cookie: cookiesFrom(response) };
}

describe('sessions in Redis (secondary storage)', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    ({ t, redis } = await redisApp());
  });

  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('keeps a new session under its token with its expiry as time-to-live, in the user’s list, and not in the database', async () => {
    const user = await signUp(t.http);

    const stored = JSON.parse((await redis.get(`session:${user.token}`))!);
    expect(stored).toMatchObject({ token: user.token, userId: user.userId });
    const ttl = await redis.pttl(`session:${user.token}`);
    expect(ttl).toBeGreaterThan(WEEK_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(WEEK_MS);
    const [member, score] = await redis.zrange(`active-sessions:${user.userId}`, 0, -1, 'WITHSCORES');
    expect(member).toBe(user.token);
    expect(Number(score)).toBe(new Date(stored.expiresAt).getTime());
    await expect(sessionRows(t, user.userId)).resolves.toBe(0);
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', user.cookie)
      .expect(200)
      .expect((res) => expect(res.body.user.id).toBe(user.userId));
  });

  it('lists the user’s sessions from their active list', async () => {
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);

    const listed = await request(t.http).get('/api/auth/list-sessions').set('Cookie', user.cookie).expect(200);

    expect(listed.body.map((session: { token: string }) => session.token)).toEqual([user.token, second.token]);
    await expect(redis.zcard(`active-sessions:${user.userId}`)).resolves.toBe(2);
  });

  it('keeps a session in the user’s list by the service’s clock, even one standing a month behind real time', async () => {
    t.clock.freezeAt(new Date(Date.now() - 30 * DAY_MS));
    try {
      const user = await signUp(t.http);

      const listed = await request(t.http).get('/api/auth/list-sessions').set('Cookie', user.cookie).expect(200);

      expect(listed.body.map((session: { token: string }) => session.token)).toEqual([user.token]);
      await expect(redis.zcard(`active-sessions:${user.userId}`)).resolves.toBe(1);
    } finally {
      t.clock.unfreeze();
    }
  });

  it('revokes one session: its key and its place in the list are gone, everywhere at once', async () => {
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);

    await request(t.http)
      .post('/api/auth/revoke-session')
      .set('Cookie', user.cookie)
      .send({ token: second.token })
      .expect(200);

    await expect(redis.exists(`session:${second.token}`)).resolves.toBe(0);
    await expect(redis.zrange(`active-sessions:${user.userId}`, 0, -1)).resolves.toEqual([user.token]);
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', second.cookie)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
  });

  it('revokes the other sessions, and on sign-out the last one', async () => {
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);

    await request(t.http).post('/api/auth/revoke-other-sessions').set('Cookie', user.cookie).send({}).expect(200);
    await expect(redis.exists(`session:${second.token}`)).resolves.toBe(0);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', user.cookie).send({}).expect(200);

    await expect(redis.exists(`session:${user.token}`)).resolves.toBe(0);
    await expect(redis.exists(`active-sessions:${user.userId}`)).resolves.toBe(0);
  });

  it('purges every session of a banned user from Redis', async () => {
    const admin = await createUserWithRole(t.http);
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);

    await request(t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);

    await expect(redis.exists(`session:${user.token}`, `session:${second.token}`)).resolves.toBe(0);
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', user.cookie)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
  });

  it('purges every session of the user from Redis when a password reset completes', async () => {
    const user = await signUp(t.http);
    const second = await signInAgain(t, user);
    await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    const token = new URL(SmtpSink.linkIn(await t.mail.waitFor(user.email), '/reset-password/')).pathname
      .split('/')
      .pop();

    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'a brand new passphrase' })
      .expect(200);

    await expect(
      redis.exists(`session:${user.token}`, `session:${second.token}`, `active-sessions:${user.userId}`),
    ).resolves.toBe(0);
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', second.cookie)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
  });

  it('purges the sessions of a deleted user', async () => {
    const user = await signUp(t.http);

    await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);

    await expect(redis.exists(`session:${user.token}`)).resolves.toBe(0);
    await expect(redis.exists(`active-sessions:${user.userId}`)).resolves.toBe(0);
  });
});

describe('sessions in Redis expire by their time-to-live', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    ({ t, redis } = await redisApp({ config: { session: { expiresIn: 2, updateAge: 1 } } }));
  });

  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('lets Redis drop an expired session and filters it out of the user’s list', async () => {
    const user = await signUp(t.http);
    const pttl = await redis.pttl(`session:${user.token}`);
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(2000);

    await new Promise((resolve) => setTimeout(resolve, 2100));

    await expect(redis.exists(`session:${user.token}`)).resolves.toBe(0);
    await request(t.http)
      .get('/api/auth/get-session')
      .set('Cookie', user.cookie)
      .expect(200)
      .expect((res) => expect(res.body).toBeNull());
    const fresh = await signInAgain(t, user);
    const listed = await request(t.http).get('/api/auth/list-sessions').set('Cookie', fresh.cookie).expect(200);
    expect(listed.body.map((session: { token: string }) => session.token)).toEqual([fresh.token]);
    await expect(redis.zrange(`active-sessions:${user.userId}`, 0, -1)).resolves.toEqual([fresh.token]);
  });
});

describe('sessions in Redis and in the database (SESSIONS_IN_DATABASE=true)', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    ({ t, redis } = await redisApp({ config: { sessionsInDatabase: true } }));
  });

  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('writes a session to both and deletes it from both', async () => {
    const user = await signUp(t.http);
    await expect(redis.exists(`session:${user.token}`)).resolves.toBe(1);
    await expect(sessionRows(t, user.userId)).resolves.toBe(1);

    await request(t.http).post('/api/auth/sign-out').set('Cookie', user.cookie).send({}).expect(200);

    await expect(redis.exists(`session:${user.token}`)).resolves.toBe(0);
    await expect(sessionRows(t, user.userId)).resolves.toBe(0);
  });

  it('still finds a session only the database holds (made before Redis came in)', async () => {
    const user = await signUp(t.http);
    await redis.del(`session:${user.token}`);

    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);

    expect(response.body.session.token).toBe(user.token);
  });
});

import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { getModelToken } from '@nestjs/sequelize';
import request from 'supertest';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { createTestDatabase } from '../../support/test-database';
import { startRedis, stopRedis } from '../../support/redis-server';
import { DeepPartial, RawConfig } from '../../../src/platform/config/config-sources';
import { RateLimitModel } from '../../../src/platform/rate-limit/rate-limit.model';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' };
const WRONG_CREDENTIALS = { email: 'nobody@example.com', password: 'not the password' };

let lastOctet = 0;
/** A documentation-range address of its own, so each test starts with fresh buckets. */
const freshIp = () => `198.51.100.${++lastOctet}`;

type Storage = 'memory' | 'redis' | 'database';

function limitedConfig(
  storage: Storage,
  keyPrefix: string,
  extra: DeepPartial<RawConfig['rateLimit']> = {},
): DeepPartial<RawConfig> {
  // Each test is a client of its own behind the loopback proxy; every attempt uses one e-mail address, so
  // the per-address lock, off, leaves the client-address limit alone to test.
  const accountLockout = { enabled: false };
  return {
    redisUrl: storage === 'redis' ? REDIS_URL : null,
    trustedProxies: ['loopback'],
    rateLimit: { enabled: true, storage, keyPrefix, accountLockout, ...extra },
  };
}

describe.each(['memory', 'redis', 'database'] as const)('rate limiting with %s counters', (storage) => {
  let t: TestApp;
  const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    t = await createTestApp({
      config: limitedConfig(storage, keyPrefix, {
        customRules: { '/get-session': { window: 10, max: 2 }, '/ok': false },
      }),
    });
  });

  afterAll(() => t.close());

  const signIn = (ip?: string, forwardedFor = ip) => {
    const call = request(t.http).post('/api/auth/sign-in/email');
    if (forwardedFor !== undefined) call.set('x-forwarded-for', forwardedFor);
    return call.send(WRONG_CREDENTIALS);
  };

  it('answers the 4th sign-in attempt within 10 s with 429 and X-Retry-After in seconds', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 3; attempt++) await signIn(ip).expect(401);
    const refused = await signIn(ip).expect(429);

    expect(refused.body).toEqual(TOO_MANY);
    // The window has barely begun: close to all of its 10 s are left.
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThanOrEqual(9);
    expect(Number(refused.headers['x-retry-after'])).toBeLessThanOrEqual(10);
  });

  it('keeps a bucket per client address and per path', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 3; attempt++) await signIn(ip).expect(401);

    await signIn(freshIp()).expect(401);
    await request(t.http).post('/api/auth/sign-up/email').set('x-forwarded-for', ip).send({}).expect(400);
  });

  it('counts forged, invalid x-forwarded-for values against the connection’s address instead of opening fresh buckets', async () => {
    // Only this test signs in without a valid forwarded address, so the connection's bucket is its own.
    for (const forged of ['not-an-address', '999.1.1.1', '198.51.100']) await signIn(undefined, forged).expect(401);

    await signIn(undefined, 'another-forgery').expect(429);
  });

  it('gives other paths the general rule (100 per 10 s) and applies configured rules', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++)
      await request(t.http).get('/api/auth/ok').set('x-forwarded-for', ip).expect(200);
    for (let attempt = 1; attempt <= 2; attempt++)
      await request(t.http).get('/api/auth/get-session').set('x-forwarded-for', ip).expect(200);

    await request(t.http).get('/api/auth/get-session').set('x-forwarded-for', ip).expect(429);
  });

  it('never limits the health and metrics endpoints', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await request(t.http).get('/health/live').expect(200);
  });
});

describe.each(['redis', 'database'] as const)(
  'rate limiting shared by two instances through %s counters',
  (storage) => {
    const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
    let first: TestApp;
    let second: TestApp;
    let dropDatabase: () => Promise<void>;

    beforeAll(async () => {
      const database = await createTestDatabase({ sqliteFile: true });
      dropDatabase = () => database.drop();
      first = await createTestApp({ database, config: limitedConfig(storage, keyPrefix) });
      second = await createTestApp({ database, config: limitedConfig(storage, keyPrefix) });
    });

    afterAll(async () => {
      await first.close();
      await second.close();
      await dropDatabase();
    });

    it('counts the attempts made through either instance in one bucket', async () => {
      const ip = freshIp();
      const through = (t: TestApp) =>
        request(t.http).post('/api/auth/sign-in/email').set('x-forwarded-for', ip).send(WRONG_CREDENTIALS);
      await through(first).expect(401);
      await through(second).expect(401);
      await through(first).expect(401);

      await through(second).expect(429);
    });

    it('lets exactly 3 of 30 simultaneous attempts through, across both instances', async () => {
      const ip = freshIp();
      const attempts = Array.from({ length: 30 }, (_, i) =>
        request((i % 2 ? first : second).http)
          .post('/api/auth/sign-in/email')
          .set('x-forwarded-for', ip)
          .send(WRONG_CREDENTIALS),
      );

      const statuses = (await Promise.all(attempts)).map((response) => response.status);

      expect(statuses.filter((status) => status === 401)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    });
  },
);

describe('rate limiting with database counters, over time', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: limitedConfig('database', '') });
  });

  afterAll(() => t.close());

  const signIn = (ip: string) =>
    request(t.http).post('/api/auth/sign-in/email').set('x-forwarded-for', ip).send(WRONG_CREDENTIALS);

  it('keeps one row per address and path in Better Auth’s rateLimit table', async () => {
    const ip = freshIp();
    await signIn(ip).expect(401);
    const before = t.clock.nowMs();
    await signIn(ip).expect(401);

    const rows = await t.app
      .get<typeof RateLimitModel>(getModelToken(RateLimitModel))
      .findAll({ where: { key: `${ip}|/sign-in/email` }, raw: true });

    expect(rows).toHaveLength(1);
    expect(rows[0].count).toBe(2);
    expect(Number(rows[0].lastRequest)).toBeGreaterThanOrEqual(before);
    expect(Number(rows[0].lastRequest)).toBeLessThanOrEqual(t.clock.nowMs());
  });

  it('counts down X-Retry-After and restarts the window once 10 s have passed since the last request let through', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 3; attempt++) await signIn(ip).expect(401);
    t.clock.advanceSeconds(4);
    const refused = await signIn(ip).expect(429);
    expect(refused.headers['x-retry-after']).toBe('6');

    t.clock.advanceSeconds(7);

    await signIn(ip).expect(401);
  });
});

describe('rate limiting of trusted backends', () => {
  const serviceKey = 'a-service-key-long-enough-0123456789';
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...limitedConfig('memory', ''), serviceKeys: [serviceKey] } });
  });

  afterAll(() => t.close());

  const verify = (ip: string, key: string) =>
    request(t.http)
      .post('/api/auth/api-key/verify')
      .set('x-forwarded-for', ip)
      .set('x-service-key', key)
      .send({ key: 'x'.repeat(64) });

  it('never limits calls with a valid service key, which Better Auth makes in-process', async () => {
    const ip = freshIp();
    for (let call = 1; call <= 105; call++) await verify(ip, serviceKey).expect(200);
  });

  it('counts calls with a wrong service key like any other', async () => {
    const ip = freshIp();
    for (let call = 1; call <= 100; call++) await verify(ip, 'not-the-service-key').expect(401);

    await verify(ip, 'not-the-service-key').expect(429);
  });
});

describe('rate limiting by default outside production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('is off, so a fifth attempt is still answered on its merits', async () => {
    expect(t.config.rateLimit.enabled).toBe(false);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('x-forwarded-for', '192.0.2.1')
        .send(WRONG_CREDENTIALS)
        .expect(401);
    }
  });
});

describe('rate limiting while its Redis goes away and comes back', () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess | null = null;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${port}`, rateLimit: { enabled: true, storage: 'redis' } },
    });
  });

  afterAll(async () => {
    await t.close();
    if (redis) await stopRedis(redis);
  });

  const signIn = () =>
    request(t.http).post('/api/auth/sign-in/email').set('x-forwarded-for', '203.0.113.50').send(WRONG_CREDENTIALS);

  it('answers on its merits, fails fast with 503 REDIS_UNAVAILABLE while Redis is down, and recovers without a restart', async () => {
    await signIn().expect(401);

    await stopRedis(redis!);
    redis = null;
    const started = Date.now();
    const down = await signIn().expect(503);
    expect(down.body).toEqual({ code: 'REDIS_UNAVAILABLE', message: 'Redis is not reachable' });
    expect(Date.now() - started).toBeLessThan(3000);
    await request(t.http).get('/health/live').expect(200);

    redis = await startRedis(port);
    const deadline = Date.now() + 10_000;
    let status = 503;
    while (status === 503 && Date.now() < deadline) {
      status = (await signIn()).status;
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(401);
  });
});

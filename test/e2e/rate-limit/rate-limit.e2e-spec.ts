import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DeepPartial, RawConfig } from '../../../src/config/config-sources';
import { TestApp, createTestApp } from '../../support/create-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' };
const WRONG_CREDENTIALS = { email: 'nobody@example.com', password: 'not the password' };

let lastOctet = 0;
/** A documentation-range address of its own, so each test starts with fresh buckets. */
const freshIp = () => `198.51.100.${++lastOctet}`;

function limitedConfig(storage: 'memory' | 'redis', keyPrefix: string, extra: DeepPartial<RawConfig['rateLimit']> = {}): DeepPartial<RawConfig> {
  return { redisUrl: storage === 'redis' ? REDIS_URL : null, rateLimit: { enabled: true, storage, keyPrefix, ...extra } };
}

describe.each(['memory', 'redis'] as const)('rate limiting with %s counters', (storage) => {
  let t: TestApp;
  const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    t = await createTestApp({ config: limitedConfig(storage, keyPrefix, { customRules: { '/get-session': { window: 10, max: 2 }, '/ok': false } }) });
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
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThanOrEqual(1);
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
    for (let attempt = 1; attempt <= 5; attempt++) await request(t.http).get('/api/auth/ok').set('x-forwarded-for', ip).expect(200);
    for (let attempt = 1; attempt <= 2; attempt++) await request(t.http).get('/api/auth/get-session').set('x-forwarded-for', ip).expect(200);

    await request(t.http).get('/api/auth/get-session').set('x-forwarded-for', ip).expect(429);
  });

  it('never limits the health and metrics endpoints', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) await request(t.http).get('/health/live').expect(200);
  });
});

describe('rate limiting shared by two instances through Redis', () => {
  const keyPrefix = `test-${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ config: limitedConfig('redis', keyPrefix) });
    second = await createTestApp({ config: limitedConfig('redis', keyPrefix) });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts the attempts made through either instance in one bucket', async () => {
    const ip = freshIp();
    const through = (t: TestApp) => request(t.http).post('/api/auth/sign-in/email').set('x-forwarded-for', ip).send(WRONG_CREDENTIALS);
    await through(first).expect(401);
    await through(second).expect(401);
    await through(first).expect(401);

    await through(second).expect(429);
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
      await request(t.http).post('/api/auth/sign-in/email').set('x-forwarded-for', '192.0.2.1').send(WRONG_CREDENTIALS).expect(401);
    }
  });
});

import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVICE_KEY = 'a-service-key-long-enough-0123456789';
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' };

let lastOctet = 0;
/** A documentation-range address of its own, so each test starts with fresh buckets. */
const freshIp = () => `203.0.113.${++lastOctet}`;

// Counters shared by instances: in Redis on the PostgreSQL+Redis run, else in the test database.
const storage = process.env.TEST_SECONDARY_STORAGE === 'redis' ? 'redis' : 'database';

describe(`the OpenID provider's rate limits (${storage} counters)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        redisUrl: storage === 'redis' ? REDIS_URL : null,
        trustedProxies: ['loopback'],
        serviceKeys: [SERVICE_KEY],
        rateLimit: {
          enabled: true,
          storage,
          keyPrefix: `test-${randomBytes(6).toString('hex')}:`,
          customRules: { '/oauth2/introspect': { window: 60, max: 2 } },
        },
      },
    });
  });

  afterAll(() => t.close());

  // Refused requests are cheap and count all the same: the limit is checked before the handler runs.
  const token = (ip: string) =>
    request(t.http)
      .post('/api/auth/oauth2/token')
      .set('x-forwarded-for', ip)
      .type('form')
      .send({ grant_type: 'not-a-grant' });
  const authorize = (ip: string) => request(t.http).get('/api/auth/oauth2/authorize').set('x-forwarded-for', ip);
  const introspect = (ip: string) =>
    request(t.http).post('/api/auth/oauth2/introspect').set('x-forwarded-for', ip).type('form').send({ token: 'x' });

  it("answers the token endpoint's 21st request within 60 s with 429 and X-Retry-After, as the package's limit", async () => {
    const ip = freshIp();
    for (let call = 1; call <= 20; call++) await token(ip).expect(400);
    const refused = await token(ip).expect(429);

    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThanOrEqual(55);
    expect(Number(refused.headers['x-retry-after'])).toBeLessThanOrEqual(60);
    // Another client address has a bucket of its own.
    await token(freshIp()).expect(400);
  });

  it("answers the authorization endpoint's 31st request within 60 s with 429", async () => {
    const ip = freshIp();
    for (let call = 1; call <= 30; call++) await authorize(ip).expect(302);

    const refused = await authorize(ip).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
  });

  it("lets an operator's rule for the path win over the provider's", async () => {
    const ip = freshIp();
    for (let call = 1; call <= 2; call++) await introspect(ip).expect(401);

    await introspect(ip).expect(429);
  });

  it('never limits trusted backends calling with the service key', async () => {
    const ip = freshIp();
    for (let call = 1; call <= 25; call++) await token(ip).set('x-service-key', SERVICE_KEY).expect(400);
  });
});

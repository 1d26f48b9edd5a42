import { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { LOCKOUT_TEST_CONFIG, attemptSignIn, failSignIns } from '../../support/account-lockout';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';
import { startRedis, stopRedis } from '../../support/redis-server';

const REDIS_UNAVAILABLE = { code: 'REDIS_UNAVAILABLE', message: 'Redis is not reachable' };

describe('the sign-in lock while its Redis goes away and comes back', () => {
  let t: TestApp;
  let port: number;
  let redis: ChildProcess | null = null;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ config: { ...LOCKOUT_TEST_CONFIG, redisUrl: `redis://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await t.close();
    if (redis) await stopRedis(redis);
  });

  it('refuses sign-in at once with 503 REDIS_UNAVAILABLE rather than checking passwords unprotected, and recovers without a restart', async () => {
    const email = uniqueEmail('nobody');
    await failSignIns(t.http, email, 2);

    await stopRedis(redis!);
    redis = null;
    const started = Date.now();
    await attemptSignIn(t.http, email).expect(503, REDIS_UNAVAILABLE);
    await attemptSignIn(t.http, uniqueEmail('other')).expect(503, REDIS_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(3000);
    await request(t.http).get('/health/live').expect(200);

    // A fresh server holds no counts: the address starts again from nothing.
    redis = await startRedis(port);
    const deadline = Date.now() + 10_000;
    let status = 503;
    while (status === 503 && Date.now() < deadline) {
      status = (await attemptSignIn(t.http, email)).status;
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(401);
  });
});

describe('the sign-in lock switched off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LOCKOUT_TEST_CONFIG, rateLimit: { accountLockout: { enabled: false } } } });
  });

  afterAll(() => t.close());

  it('checks every password however many were wrong before', async () => {
    const user = await signUp(t.http);
    await failSignIns(t.http, user.email, 7);

    await attemptSignIn(t.http, user.email, PASSWORD).expect(200);
  });
});

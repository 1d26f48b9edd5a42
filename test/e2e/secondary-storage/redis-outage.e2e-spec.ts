import { ChildProcess } from 'node:child_process';
import request from 'supertest';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';
import { startRedis, stopRedis } from '../../support/redis-server';

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

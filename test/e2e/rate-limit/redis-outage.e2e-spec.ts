import { ChildProcess, spawn } from 'node:child_process';
import request from 'supertest';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';

const WRONG_CREDENTIALS = { email: 'nobody@example.com', password: 'not the password' };

/** A Redis of this test's own on `port`, which it stops and starts as it likes. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'pipe' },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return server;
}

async function stopRedis(server: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  await exited;
}

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

import request from 'supertest';
import { TestApp, createTestApp, freePort } from '../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp } from '../support/factories';
import { TcpProxy } from '../support/tcp-proxy';
import { TestDatabase, createTestDatabase } from '../support/test-database';

const DATABASE_UNAVAILABLE = { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable' };

describe('the service while PostgreSQL restarts under it', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    proxy = await TcpProxy.start(await freePort(), { host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    t = await createTestApp({ database: { ...database, url: url.toString() } });
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
    await proxy.cut();
    await database.drop();
  });

  const signIn = () => request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD });

  it('answers 503 DATABASE_UNAVAILABLE at once while it is down, then serves again without a process restart', async () => {
    await signIn().expect(200);

    await proxy.cut();
    const started = Date.now();
    await signIn().expect(503, DATABASE_UNAVAILABLE);
    await request(t.http).get('/health/ready').expect(503, DATABASE_UNAVAILABLE);
    await request(t.http).get('/health/live').expect(200);
    expect(Date.now() - started).toBeLessThan(5000);

    await proxy.restore();
    // The pool's old connections died with the restart; the first queries may meet one.
    const deadline = Date.now() + 10_000;
    let answer = await signIn();
    while (answer.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      answer = await signIn();
    }
    expect(answer.status).toBe(200);
    const ready = await request(t.http).get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: 'up' });
  }, 30_000);
});

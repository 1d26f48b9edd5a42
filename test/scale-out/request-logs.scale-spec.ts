import request from 'supertest';
import { ServiceProcess, startLoneService } from '../support/deployment';
import { PASSWORD, cookiesFrom, uniqueEmail } from '../support/factories';
import { TestDatabase, createTestDatabase } from '../support/test-database';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number | null;
  ms?: number;
  ip?: string | null;
  userId?: string | null;
}

const INFO = 30;

jest.setTimeout(60_000);

/** The built service as deployed: one compact JSON line per request at info, none above it, no secret. */
describe('request logs', () => {
  let database: TestDatabase;
  let instance: ServiceProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await instance?.stop();
    instance = undefined;
  });

  afterAll(async () => {
    await database?.drop();
  });

  async function start(logLevel: string): Promise<ServiceProcess> {
    instance = await startLoneService(database.url, { LOG_LEVEL: logLevel });
    return instance;
  }

  async function signedInCall(service: ServiceProcess): Promise<{ cookie: string; userId: string }> {
    const email = uniqueEmail();
    const signUp = await request(service.url)
      .post('/api/auth/sign-up/email')
      .send({ email, password: PASSWORD, name: 'Logged' })
      .expect(200);
    const cookie = cookiesFrom(signUp);
    await request(service.url)
      .get('/api/auth/list-sessions')
      .set('Cookie', cookie)
      .set('x-request-id', 'trace-42')
      .expect(200);
    return { cookie, userId: signUp.body.user.id };
  }

  /** The request lines written so far, once one for `route` is flushed. */
  async function requestLines(service: ServiceProcess, route: string): Promise<LogLine[]> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const lines = parse(service.logs()).filter((line) => line.route);
      if (lines.some((line) => line.route === route)) return lines;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return parse(service.logs()).filter((line) => line.route);
  }

  it('writes one compact line per request at info: id, method, route pattern, status, time, address, user', async () => {
    const service = await start('info');
    const { cookie, userId } = await signedInCall(service);

    const lines = await requestLines(service, '/api/auth/list-sessions');
    const listed = lines.find((line) => line.route === '/api/auth/list-sessions')!;
    expect(listed).toEqual({
      level: INFO,
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      msg: 'request completed',
      reqId: 'trace-42',
      method: 'GET',
      route: '/api/auth/list-sessions',
      status: 200,
      ms: expect.any(Number),
      ip: '127.0.0.1',
      userId,
    });
    expect(lines.find((line) => line.route === '/api/auth/sign-up/email')).toMatchObject({
      method: 'POST',
      status: 200,
      userId: null,
    });
    expect(service.logs()).not.toContain(cookie.split(';')[0].split('=')[1]);
  });

  it('names a request by its route pattern and never logs its query or a token in its path', async () => {
    const service = await start('info');
    const token = 'tok'.repeat(12);
    await request(service.url).get(`/api/auth/reset-password/${token}?callbackURL=/after&secret=${token}`).expect(302);
    await request(service.url).get(`/api/auth/verify-email?token=${token}`);
    await request(service.url).get(`/api/auth/no-such-route/${token}?token=${token}`).expect(404);

    const lines = await requestLines(service, '/api/auth/no-such-route/:masked');
    expect(lines.map((line) => line.route)).toEqual(
      expect.arrayContaining([
        '/api/auth/reset-password/:token',
        '/api/auth/verify-email',
        '/api/auth/no-such-route/:masked',
      ]),
    );
    expect(service.logs()).not.toContain(token);
  });

  it('writes no request line above info', async () => {
    const service = await start('warn');
    await signedInCall(service);
    await request(service.url).get('/api/auth/ok').expect(200);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(parse(service.logs()).filter((line) => line.route)).toEqual([]);
  });
});

function parse(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

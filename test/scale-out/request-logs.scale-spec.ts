import request from 'supertest';
import { ServiceProcess, startLoneService } from '../support/deployment';
import { PASSWORD, cookiesFrom, uniqueEmail } from '../support/factories';
import { TestDatabase, createTestDatabase } from '../support/test-database';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number; headers: Record<string, string> };
}

const INFO = 30;

/** The built service as deployed: one JSON line per request at info, none above it, secrets redacted. */
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

  async function signedInCall(service: ServiceProcess): Promise<string> {
    const email = uniqueEmail();
    const signUp = await request(service.url).post('/api/auth/sign-up/email').send({ email, password: PASSWORD, name: 'Logged' }).expect(200);
    const cookie = cookiesFrom(signUp);
    await request(service.url).get('/api/auth/get-session').set('Cookie', cookie).set('x-request-id', 'trace-42').expect(200);
    return cookie;
  }

  /** The request lines written so far, once one for `url` is flushed. */
  async function requestLines(service: ServiceProcess, url: string): Promise<LogLine[]> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const lines = parse(service.logs()).filter((line) => line.req);
      if (lines.some((line) => line.req!.url === url)) return lines;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return parse(service.logs()).filter((line) => line.req);
  }

  it('writes one line per request at info, with its id, route and status, and no secret', async () => {
    const service = await start('info');
    const cookie = await signedInCall(service);

    const lines = await requestLines(service, '/api/auth/get-session');
    const session = lines.find((line) => line.req!.url === '/api/auth/get-session')!;
    expect(session).toMatchObject({ level: INFO, msg: 'request completed', req: { id: 'trace-42', method: 'GET' }, res: { statusCode: 200 } });
    expect(session.req!.headers.cookie).toBe('[redacted]');
    const signUp = lines.find((line) => line.req!.url === '/api/auth/sign-up/email')!;
    expect(signUp.res!.headers['set-cookie']).toBe('[redacted]');
    expect(service.logs()).not.toContain(cookie.split(';')[0].split('=')[1]);
  });

  it('writes no request line above info', async () => {
    const service = await start('warn');
    await signedInCall(service);
    await request(service.url).get('/api/auth/ok').expect(200);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(parse(service.logs()).filter((line) => line.req)).toEqual([]);
  });
});

function parse(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

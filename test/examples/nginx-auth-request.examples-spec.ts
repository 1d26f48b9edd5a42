import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../support/admin';
import { createKeyOnServer } from '../support/api-keys';
import { TestApp, createTestApp, freePort } from '../support/create-test-app';
import { ExampleProcess, startExample } from '../support/example-process';
import { SignedUpUser, signUp } from '../support/factories';

const NGINX = '/usr/sbin/nginx';
const SNIPPET = join(__dirname, '..', '..', 'examples', 'nginx-auth-request', 'auth-request.conf');

interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** Debian's nginx with the example's http-block snippet, its ports replaced by the test's. */
async function startNginx(authPort: number, appPort: number): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-request-'));
  const port = await freePort();
  const snippet = readFileSync(SNIPPET, 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${authPort};`)
    .replace('server 127.0.0.1:4200;', `server 127.0.0.1:${appPort};`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => {
    mkdirSync(join(dir, name));
    return `${name}_temp_path ${join(dir, name)};`;
  });
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\npid ${join(dir, 'nginx.pid')};\nevents {}\nhttp {\n  access_log off;\n  ${temps.join('\n  ')}\n${snippet}\n}\n`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(url);
      break;
    } catch {
      if (child.exitCode !== null || attempt > 100)
        throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('examples/nginx-auth-request: nginx asks verify-request before the app', () => {
  let t: TestApp;
  let app: ExampleProcess;
  let nginx: Nginx;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true });
    app = await startExample('nginx-auth-request/whoami.mjs', {});
    nginx = await startNginx(Number(new URL(t.baseUrl).port), Number(new URL(app.url).port));
    user = await signUp(t.http, { name: 'Zoë Proxy' });
  });

  afterAll(async () => {
    await nginx?.stop();
    await app?.stop();
    await t?.close();
  });

  it('answers 401 without a session, never reaching the app', async () => {
    const response = await request(nginx.url).get('/reports').expect(401);

    expect(response.text).not.toContain('path');
  });

  it('passes a caller with a session cookie to the app with their identity', async () => {
    const response = await request(nginx.url).get('/reports?year=2026').set('Cookie', user.cookie).expect(200);

    expect(response.body).toEqual({
      path: '/reports?year=2026',
      id: user.userId,
      email: user.email,
      name: 'Zoë Proxy',
      roles: ['user'],
    });
  });

  it('accepts a bearer session token and an API key as well', async () => {
    const { key } = await createKeyOnServer(t.http, user.userId);

    const byBearer = await request(nginx.url).get('/').set('Authorization', `Bearer ${user.token}`).expect(200);
    const byKey = await request(nginx.url).get('/').set('x-api-key', key).expect(200);

    expect(byBearer.body.id).toBe(user.userId);
    expect(byKey.body.id).toBe(user.userId);
  });

  it('replaces identity headers a client forged', async () => {
    const other = await signUp(t.http);

    const response = await request(nginx.url)
      .get('/')
      .set('Cookie', other.cookie)
      .set('X-User-Id', user.userId)
      .set('X-User-Role', 'admin')
      .expect(200);

    expect(response.body).toMatchObject({ id: other.userId, roles: ['user'] });
  });

  it('refuses a session once signed out', async () => {
    const other = await signUp(t.http);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', other.cookie).expect(200);

    await request(nginx.url).get('/').set('Cookie', other.cookie).expect(401);
  });

  it('refuses a request carrying only a service key with 401', async () => {
    await request(nginx.url).get('/').set('x-service-key', TEST_SERVICE_KEY).expect(401);
  });
});

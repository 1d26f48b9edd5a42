import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Page, chromium } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../support/admin';
import { CHROMIUM_PATH } from '../support/chromium';
import { TestApp, createTestApp, freePort } from '../support/create-test-app';
import { requireBuiltDashboard, submitSignIn } from '../support/dashboard-page';
import { SignedUpUser, signUp } from '../support/factories';
import { issuerOf } from '../support/oauth-provider';

jest.setTimeout(90_000);

const APACHE = '/usr/sbin/apache2';
const KIT = join(__dirname, '..', '..', 'examples', 'apache-mod-auth-openidc');
/** The site's host name: not loopback, as web clients' redirect URIs must be; Chromium resolves it to 127.0.0.1. */
const APP_HOST = 'intranet.example.test';

interface Apache {
  url: string;
  stop(): Promise<void>;
}

interface RegisteredClient {
  client_id: string;
  client_secret: string;
}

/** Debian's apache2 with the kit's httpd.conf as it is, its variables set as an administrator would export them. */
async function startApache(port: number, issuer: string, client: RegisteredClient): Promise<Apache> {
  const dir = mkdtempSync(join(tmpdir(), 'apache-oidc-'));
  // Started as root, Apache's workers run as nobody and must reach the folder.
  chmodSync(dir, 0o755);
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${APP_HOST}`],
      ...['-addext', `subjectAltName=DNS:${APP_HOST}`, '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const asRoot = process.getuid?.() === 0;
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    APP_HOST,
    APP_PORT: String(port),
    KIT_DIR: KIT,
    RUN_DIR: dir,
    TLS_CERTIFICATE: join(dir, 'cert.pem'),
    TLS_KEY: join(dir, 'key.pem'),
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: client.client_id,
    OIDC_CLIENT_SECRET: client.client_secret,
    OIDC_CRYPTO_PASSPHRASE: randomBytes(32).toString('base64url'),
    APACHE_RUN_USER: asRoot ? 'nobody' : `#${process.getuid!()}`,
    APACHE_RUN_GROUP: asRoot ? 'nogroup' : `#${process.getgid!()}`,
  };
  const child: ChildProcess = spawn(APACHE, ['-f', join(KIT, 'httpd.conf'), '-DFOREGROUND'], { env, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  for (let attempt = 0; !(await answers(port)); attempt += 1) {
    if (child.exitCode !== null || attempt > 100) throw new Error(`apache2 did not start: ${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `https://${APP_HOST}:${port}`,
    stop: async () => {
      if (child.exitCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether the site answers over TLS yet (its certificate is the test's own). */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpsGet(
      { host: '127.0.0.1', port, servername: APP_HOST, path: '/', rejectUnauthorized: false, agent: false },
      (res) => {
        res.resume();
        resolve(true);
      },
    );
    req.on('error', () => resolve(false));
  });
}

describe('examples/apache-mod-auth-openidc: Apache signs people in through the service', () => {
  let t: TestApp;
  let apache: Apache;
  let browser: Browser;
  let user: SignedUpUser;

  beforeAll(async () => {
    requireBuiltDashboard();
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true });
    const admin = await createUserWithRole(t.http, 'admin');
    const port = await freePort();
    const site = `https://${APP_HOST}:${port}`;
    // As the README registers it.
    const registered = await request(t.http)
      .post('/api/auth/admin/oauth2/create-client')
      .set('x-service-key', TEST_SERVICE_KEY)
      .set('Cookie', admin.cookie)
      .send({
        client_name: 'Intranet wiki',
        redirect_uris: [`${site}/private/callback`],
        post_logout_redirect_uris: [`${site}/signed-out.html`],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
        enable_end_session: true,
        scope: 'openid email profile',
      })
      .expect(201);
    apache = await startApache(port, issuerOf(t), registered.body as RegisteredClient);
    user = await signUp(t.http, { name: 'Zoë Intranet' });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await apache?.stop();
    await t?.close();
  });

  it('signs in through the service, shows the e-mail, and signs out through end-session', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page: Page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.setDefaultNavigationTimeout(20_000);
    const visited: URL[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()));
    });
    const visitsTo = (path: string) => visited.filter((url) => `${url.origin}${url.pathname}` === issuerOf(t) + path);

    await page.goto(`${apache.url}/private/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).origin).toBe(t.baseUrl);
    await submitSignIn(page, user.email);
    await page.getByRole('heading', { name: 'Allow access' }).waitFor();
    await page.getByText('Intranet wiki', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();

    await page.getByRole('heading', { name: 'Private page' }).waitFor();
    expect(page.url()).toBe(`${apache.url}/private/`);
    expect(await page.locator('#email').textContent()).toBe(user.email);
    // The module's own request: PKCE S256, as the service requires.
    const [authorization] = visitsTo('/oauth2/authorize');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Signed out' }).waitFor();
    expect(page.url()).toBe(`${apache.url}/signed-out.html`);
    const [endSession] = visitsTo('/oauth2/end-session');
    expect(endSession.searchParams.get('id_token_hint')).toEqual(expect.any(String));
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${apache.url}/signed-out.html`);

    await page.goto(`${apache.url}/private/`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).origin).toBe(t.baseUrl);

    // The module's request with another redirect URI: the service's error page, never that address.
    const tampered = new URL(authorization);
    tampered.searchParams.set('redirect_uri', 'https://elsewhere.example.test/private/callback');
    await page.goto(tampered.href);
    await page.getByText('invalid_redirect').waitFor();
    expect(new URL(page.url()).origin).toBe(t.baseUrl);
    await context.close();
  });
});

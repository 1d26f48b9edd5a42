import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../support/chromium';
import { TestApp, createTestApp, freePort } from '../support/create-test-app';
import { ExampleProcess, startExample } from '../support/example-process';
import { SignedUpUser, signUp } from '../support/factories';

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..');

/** Builds the page with vite as the example's README says, for the service at `authUrl`. */
function buildPage(authUrl: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'browser-subdomain-'));
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      join(ROOT, 'examples', 'browser-subdomain'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      env: { ...process.env, VITE_AUTH_URL: authUrl },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr}`);
  return outDir;
}

describe('examples/browser-subdomain: the official client on a sibling host, sharing the session cookie', () => {
  let t: TestApp;
  let page: ExampleProcess;
  let browser: Browser;
  let dist: string;
  let user: SignedUpUser;
  let authUrl: string;
  let appPort: string;

  beforeAll(async () => {
    const port = await freePort();
    authUrl = `http://auth.corp.test:${port}`;
    dist = buildPage(authUrl);
    page = await startExample('browser-subdomain/server.mjs', { DIST: dist });
    appPort = new URL(page.url).port;
    t = await createTestApp({
      listen: true,
      port,
      config: { baseUrl: authUrl, cookieDomain: 'corp.test', trustedOrigins: [`http://*.corp.test:${appPort}`] },
    });
    user = await signUp(t.http);
    // Names under corp.test cannot be resolved here: Chromium maps them to this machine.
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--host-resolver-rules=MAP *.corp.test 127.0.0.1',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await page?.stop();
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  async function open(context: Awaited<ReturnType<Browser['newContext']>>, host: string): Promise<Page> {
    const tab = await context.newPage();
    await tab.goto(`http://${host}:${appPort}/`);
    return tab;
  }

  it('signs in on app.corp.test, and wiki.corp.test and the service itself see the same session', async () => {
    const context = await browser.newContext();
    const app = await open(context, 'app.corp.test');
    await app.getByRole('status').filter({ hasText: 'Signed out' }).waitFor();

    await app.getByLabel('E-mail').fill(user.email);
    await app.getByLabel('Password').fill(user.password);
    await app.getByRole('button', { name: 'Sign in' }).click();
    await app
      .getByRole('status')
      .filter({ hasText: `Signed in as ${user.email}` })
      .waitFor();

    const wiki = await open(context, 'wiki.corp.test');
    await wiki
      .getByRole('status')
      .filter({ hasText: `Signed in as ${user.email}` })
      .waitFor();
    const cookies = await context.cookies(authUrl);
    expect(cookies.find((cookie) => cookie.name === 'better-auth.session_token')).toMatchObject({
      domain: '.corp.test',
      httpOnly: true,
    });
    const direct = await (await context.newPage()).goto(`${authUrl}/api/auth/get-session`);
    expect((await direct!.json()).user.email).toBe(user.email);
    await context.close();
  });

  it('signs out on one host for all of them', async () => {
    const context = await browser.newContext();
    const app = await open(context, 'app.corp.test');
    await app.getByLabel('E-mail').fill(user.email);
    await app.getByLabel('Password').fill(user.password);
    await app.getByRole('button', { name: 'Sign in' }).click();
    await app.getByRole('button', { name: 'Sign out' }).click();
    await app.getByRole('status').filter({ hasText: 'Signed out' }).waitFor();

    const wiki = await open(context, 'wiki.corp.test');
    await wiki.getByRole('status').filter({ hasText: 'Signed out' }).waitFor();
    await context.close();
  });

  it('shows the service’s refusal for a wrong password', async () => {
    const context = await browser.newContext();
    const app = await open(context, 'app.corp.test');
    await app.getByLabel('E-mail').fill(user.email);
    await app.getByLabel('Password').fill('not the password');
    await app.getByRole('button', { name: 'Sign in' }).click();

    await app.getByRole('status').filter({ hasText: 'Invalid email or password' }).waitFor();
    await context.close();
  });
});

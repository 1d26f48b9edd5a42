import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Page } from 'playwright-core';
import { openPage, screenshot, submitSignIn, useDashboardSuite } from '../support/dashboard-page';
import { signUp } from '../support/factories';
import { enrolTwoFactor } from '../support/two-factor';
import { createOAuthClient, relyingParty, startAuthorization, visit } from '../support/oauth-provider';

jest.setTimeout(60_000);

describe('signing in to an app through the dashboard, in Chromium', () => {
  const suite = useDashboardSuite();

  /** The app: a real server on this machine, which records every request reaching its redirect URI. */
  const hits: string[] = [];
  let app: Server;
  let redirectUri: string;

  beforeAll(async () => {
    app = createServer((req, res) => {
      if (req.url?.startsWith('/callback')) hits.push(req.url);
      res.end('the app');
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  });

  afterAll(async () => {
    await new Promise((resolve) => app?.close(resolve));
  });

  const appClient = () => createOAuthClient(suite.t, { skipConsent: false, redirectUri });

  /**
   * The browser's arrival at the app's redirect URI, as the app saw it. The browser must arrive once: a second
   * request would present the code twice, and the app would get the loser's `invalid_grant`.
   */
  async function arrivalAtApp(page: Page): Promise<() => Promise<URL>> {
    const before = hits.length;
    return async () => {
      await page.waitForURL((url) => url.href.startsWith(redirectUri));
      // A second navigation follows the first at once, if at all; a second later, none can be on its way.
      await page.waitForTimeout(1000);
      expect(hits.slice(before)).toHaveLength(1);
      return new URL(hits[before], redirectUri);
    };
  }

  it('signs in, asks for consent with the app named, returns a code to the app, and lists the app until revoked', async () => {
    const user = await signUp(suite.t.http);
    const client = await appClient();
    const start = await startAuthorization(await relyingParty(suite.t, client), client);

    const page = await openPage(suite.browser, start.url.href);
    const arrived = await arrivalAtApp(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await submitSignIn(page, user.email);

    await page.getByRole('heading', { name: 'Allow access' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/oauth/consent');
    await page.getByText('Test app', { exact: true }).waitFor();
    const permissions = page.getByRole('group', { name: 'Requested permissions' });
    for (const label of [
      'Know who you are',
      'Your name and picture',
      'Your e-mail address',
      'Stay signed in to the app',
    ])
      expect(await permissions.getByRole('checkbox', { name: new RegExp(label) }).isChecked()).toBe(true);
    await screenshot(page, 'oauth-consent');
    await permissions.getByRole('checkbox', { name: 'Stay signed in to the app' }).uncheck();
    await page.getByRole('button', { name: 'Accept' }).click();

    const callback = await arrived();
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(callback.searchParams.get('state')).toBe(start.state);

    await page.goto(`${suite.t.baseUrl}/account`);
    const apps = page.getByRole('region', { name: 'Connected apps' });
    const row = apps.getByRole('row', { name: /Test app/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Know who you are, Your name and picture, Your e-mail address');
    expect(await row.textContent()).not.toContain('Stay signed in');
    await screenshot(page, 'oauth-connected-apps');

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await apps.getByText('No connected apps').waitFor();
  });

  it('sends the app an access_denied when the user denies', async () => {
    const user = await signUp(suite.t.http);
    const client = await appClient();
    const start = await startAuthorization(await relyingParty(suite.t, client), client);

    const page = await openPage(suite.browser, start.url.href);
    const arrived = await arrivalAtApp(page);
    await submitSignIn(page, user.email);
    await page.getByRole('button', { name: 'Deny' }).click();

    const callback = await arrived();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(start.state);
  });

  it('keeps the authorization through the second step: a backup code, then consent, then the app', async () => {
    const user = await enrolTwoFactor(suite.t.http, await signUp(suite.t.http), Date.now());
    const client = await appClient();
    const start = await startAuthorization(await relyingParty(suite.t, client), client);

    const page = await openPage(suite.browser, start.url.href);
    const arrived = await arrivalAtApp(page);
    await submitSignIn(page, user.email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.locator('label', { hasText: 'Backup code' }).click();
    await page.getByRole('textbox', { name: 'Backup code' }).fill(user.backupCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByRole('heading', { name: 'Allow access' }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    const callback = await arrived();
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(callback.searchParams.get('state')).toBe(start.state);
  });

  it('sends a signed-out visitor of the consent page to sign-in with the same request, and back to consent', async () => {
    const user = await signUp(suite.t.http);
    const client = await appClient();
    const start = await startAuthorization(await relyingParty(suite.t, client), client);
    const consentUrl = (await visit(start.url, user.cookie)).location!;
    expect(new URL(consentUrl).pathname).toBe('/oauth/consent');

    const page = await openPage(suite.browser, consentUrl);
    const arrived = await arrivalAtApp(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await submitSignIn(page, user.email);
    await page.getByRole('heading', { name: 'Allow access' }).waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();

    expect((await arrived()).searchParams.get('state')).toBe(start.state);
  });
});

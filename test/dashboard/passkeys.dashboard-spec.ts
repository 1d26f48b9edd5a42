import { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium } from '../support/chromium';
import { TestApp, createTestApp, freePort } from '../support/create-test-app';
import { requireBuiltDashboard, screenshot, signedInPage } from '../support/dashboard-page';
import { signUp } from '../support/factories';

jest.setTimeout(60_000);

/**
 * Chromium's virtual authenticator (the DevTools WebAuthn domain) in this tab: a platform authenticator
 * that keeps discoverable passkeys and verifies the user without a prompt.
 */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('passkeys in the dashboard, in Chromium', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltDashboard();
    // WebAuthn refuses an IP address as the relying party: the service is reached as localhost.
    const port = await freePort();
    t = await createTestApp({ listen: true, port, config: { baseUrl: `http://localhost:${port}` } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('adds a passkey through the browser, renames it, signs in with it, and deletes it', async () => {
    const user = await signUp(t.http);
    const page = await signedInPage(browser, t.baseUrl, user.email, '/account');
    await addVirtualAuthenticator(page);

    await page.getByRole('textbox', { name: 'New passkey' }).fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('cell', { name: 'Work laptop', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Rename Work laptop' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Office laptop');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Office laptop', exact: true }).waitFor();
    await screenshot(page, 'passkeys');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();

    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Delete Office laptop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete passkey' }).click();
    await page.getByText('No passkeys yet.', { exact: false }).waitFor();
    const listed = await request(t.http).get('/api/auth/passkey/list-user-passkeys').set('Cookie', user.cookie);
    expect(listed.body).toEqual([]);
  });
});

import { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { TestApp, createTestApp } from '../support/create-test-app';
import { requireBuiltDashboard, signedInPage } from '../support/dashboard-page';
import { SignedUpUser, signUp } from '../support/factories';
import { TestDatabase, createTestDatabase } from '../support/test-database';

jest.setTimeout(60_000);

describe('an administrator named in ADMIN_USER_IDS, in Chromium', () => {
  let database: TestDatabase;
  let t: TestApp;
  let browser: Browser;
  let administrator: SignedUpUser;

  beforeAll(async () => {
    requireBuiltDashboard();
    database = await createTestDatabase({ sqliteFile: true });
    // The id exists only once the user has signed up, so the service that trusts it starts afterwards.
    const first = await createTestApp({ database });
    administrator = await signUp(first.http, { name: 'Ops Admin' });
    await first.close();
    t = await createTestApp({ database, listen: true, config: { adminUserIds: [administrator.userId] } });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await database?.drop();
  });

  it('gets the administrators’ pages although their role is user', async () => {
    const page = await signedInPage(browser, t.baseUrl, administrator.email, '/');

    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('cell', { name: administrator.email }).waitFor();
  });
});

import { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { launchChromium } from '../support/chromium';
import { openPage, requireBuiltDashboard, screenshot, waitUntil } from '../support/dashboard-page';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { SocialTestSetup, sql, startSocialTestApp } from '../support/social';

jest.setTimeout(60_000);

/** The test provider's own sign-in page, once the browser has been sent there. */
async function signInAtProvider(page: Page, email: string, issuer: string): Promise<void> {
  await page.getByRole('heading', { name: 'Test identity provider' }).waitFor();
  expect(new URL(page.url()).origin).toBe(issuer);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

describe('signing in to the dashboard through the OpenID Connect provider, in Chromium', () => {
  let setup: SocialTestSetup;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltDashboard();
    setup = await startSocialTestApp();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await setup?.close();
  });

  it('offers the provider on the sign-in page, signs in at the provider, and lands on the page asked for', async () => {
    const email = uniqueEmail('sso');
    await setup.idp.addAccount({ sub: `sub-${email}`, email, email_verified: true, name: 'Dorothy Vaughan' });
    const page = await openPage(browser, `${setup.t.baseUrl}/sign-in?redirect=%2Faccount`);
    const button = page.getByRole('button', { name: 'Continue with Corporate sign-in' });
    await button.waitFor();
    await screenshot(page, 'sign-in-with-provider');

    await button.click();
    await signInAtProvider(page, email, setup.idp.issuer);

    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(page.url()).toBe(`${setup.t.baseUrl}/account`);
    expect(await page.getByText(email).first().isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Dorothy Vaughan');
    await page.getByRole('cell', { name: 'Corporate sign-in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Unlink Corporate sign-in' }).isDisabled()).toBe(true);
    await screenshot(page, 'signed-in-through-provider');
  });

  it('lets someone who signs in only through the provider delete the account without a password', async () => {
    const email = uniqueEmail('leaver');
    await setup.idp.addAccount({ sub: `sub-${email}`, email, email_verified: true, name: 'Leaving Soon' });
    const page = await openPage(browser, `${setup.t.baseUrl}/sign-in?redirect=%2Faccount`);
    await page.getByRole('button', { name: 'Continue with Corporate sign-in' }).click();
    await signInAtProvider(page, email, setup.idp.issuer);

    await page.getByText('this account has no password here').waitFor();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await waitUntil(async () => (await sql(setup, `SELECT id FROM "user" WHERE email = '${email}'`)).length === 0);
    expect(await sql(setup, `SELECT id FROM account WHERE "accountId" = 'sub-${email}'`)).toEqual([]);
  });

  it('brings the browser back to sign-in with an explanation when the account cannot be linked', async () => {
    const email = uniqueEmail('taken');
    await request(setup.t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'Unverified', email, password: PASSWORD })
      .expect(200);
    await setup.idp.addAccount({ sub: `sub-${email}`, email, email_verified: true, name: 'Someone' });
    const page = await openPage(browser, `${setup.t.baseUrl}/sign-in`);

    await page.getByRole('button', { name: 'Continue with Corporate sign-in' }).click();
    await signInAtProvider(page, email, setup.idp.issuer);

    await page.getByRole('alert').filter({ hasText: 'already exists here' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('error')).toBe('account_not_linked');
    await screenshot(page, 'sign-in-provider-refused');
  });
});

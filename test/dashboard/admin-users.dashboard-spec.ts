import { Page } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { createKey } from '../support/api-keys';
import { SignedUpUser, signUp, uniqueEmail } from '../support/factories';
import { createOrganization } from '../support/organizations';

jest.setTimeout(60_000);

describe('an administrator managing users in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });
  let admin: SignedUpUser;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
  });

  async function storedUser(userId: string): Promise<Record<string, unknown>> {
    const response = await request(suite.t.http)
      .get('/api/auth/admin/get-user')
      .query({ id: userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    return response.body;
  }

  /** Searches the users table for the e-mail's unique part and opens the one match. */
  async function findAndOpen(page: Page, email: string, name: string): Promise<void> {
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await page.getByLabel('Search users').fill(email.split('@')[0]);
    await page.getByText('1 user', { exact: true }).waitFor();
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  }

  it('finds a user by searching their e-mail, bans them with a reason and an expiry, then unbans them', async () => {
    const target = await signUp(suite.t.http, { email: uniqueEmail('grace'), name: 'Grace Target' });
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await page.getByRole('link', { name: 'Grace Target' }).waitFor();
    await screenshot(page, 'users');

    await findAndOpen(page, target.email, 'Grace Target');
    expect(new URL(page.url()).pathname).toBe(`/users/${target.userId}`);
    await page.getByLabel('Ban reason').fill('Phishing reports');
    await page.getByRole('combobox', { name: 'Ban expires' }).click();
    await page.getByRole('option', { name: '7 days' }).click();
    await page.getByRole('button', { name: 'Ban user' }).click();
    const confirmation = page.getByRole('dialog');
    await confirmation
      .getByText(`${target.email} is signed out everywhere and refused sign-in (7 days). Reason: Phishing reports.`)
      .waitFor();
    expect(await storedUser(target.userId)).toMatchObject({ banned: false });
    await confirmation.getByRole('button', { name: 'Ban user' }).click();

    await page.getByText('Reason: Phishing reports', { exact: true }).waitFor();
    await screenshot(page, 'user-banned');
    const banned = await storedUser(target.userId);
    expect(banned).toMatchObject({ banned: true, banReason: 'Phishing reports' });
    const expiresInDays = (new Date(banned.banExpires as string).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(7);

    await page.getByRole('button', { name: 'Unban user' }).click();

    await page.getByRole('button', { name: 'Ban user' }).waitFor();
    expect(await storedUser(target.userId)).toMatchObject({ banned: false, banReason: null });
  });

  it('lists only banned users with the banned filter, the filter kept in the link', async () => {
    const banned = await signUp(suite.t.http, { name: 'Banned Bob' });
    await request(suite.t.http)
      .post('/api/auth/admin/ban-user')
      .set('Cookie', admin.cookie)
      .send({ userId: banned.userId })
      .expect(200);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');

    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Banned', exact: true }).click();

    await page.getByText('1 user', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Banned Bob' }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('banned');
  });

  it('impersonates a user with a banner on every page, and stops back on the users list', async () => {
    const target = await signUp(suite.t.http, { email: uniqueEmail('ivy'), name: 'Ivy Impersonated' });
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await findAndOpen(page, target.email, 'Ivy Impersonated');

    await page.getByRole('button', { name: 'Impersonate' }).click();

    const banner = page.getByRole('region', { name: 'Impersonation' });
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(await banner.textContent()).toContain(`You are impersonating Ivy Impersonated (${target.email})`);
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(await banner.isVisible()).toBe(true);
    await screenshot(page, 'impersonating');

    await page.getByRole('button', { name: 'Stop impersonating' }).click();

    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.getByText(admin.email).first().isVisible()).toBe(true);
  });

  it('shows the user’s API keys and organizations on their page, disables a key, and creates a user', async () => {
    const target = await signUp(suite.t.http, { email: uniqueEmail('kim'), name: 'Kim Keys' });
    await createKey(suite.t.http, target.cookie, { name: 'Kim laptop' });
    await createOrganization(suite.t.http, target.cookie, { name: 'Kim Corp' });
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await findAndOpen(page, target.email, 'Kim Keys');

    await page.getByRole('cell', { name: 'Kim laptop', exact: true }).waitFor();
    await page.getByRole('cell', { name: /Kim Corp/ }).waitFor();
    expect(await page.getByRole('cell', { name: 'owner', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'user');
    await page.getByRole('switch', { name: 'Enable Kim laptop' }).click({ force: true });
    await waitUntil(async () => {
      const keys = await request(suite.t.http).get('/api/auth/api-key/list').set('Cookie', target.cookie).expect(200);
      return keys.body.apiKeys[0].enabled === false;
    });

    await page.getByRole('link', { name: 'All users' }).click();
    await page.getByRole('button', { name: 'Create user' }).click();
    const email = uniqueEmail('created');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Carl Created');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('a long passphrase');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('link', { name: 'Carl Created' }).waitFor();
    const found = await request(suite.t.http)
      .get('/api/auth/admin/list-users')
      .query({ searchValue: email })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(found.body.users).toEqual([expect.objectContaining({ name: 'Carl Created', role: 'user' })]);
  });

  it('pages through users with the total, sorted by name', async () => {
    const prefix = uniqueEmail('page').split('@')[0];
    for (let index = 0; index < 22; index++) {
      await signUp(suite.t.http, {
        email: `${prefix}-${String(index).padStart(2, '0')}@example.com`,
        name: `Paged ${String(index).padStart(2, '0')}`,
      });
    }
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/users');
    await page.getByLabel('Search users').fill(prefix);
    await page.getByText('22 users', { exact: true }).waitFor();

    await page.getByRole('button', { name: /^Name/ }).click();
    await page.getByRole('link', { name: 'Paged 00' }).waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();

    await page.getByRole('link', { name: 'Paged 20' }).waitFor();
    expect(await page.getByRole('link', { name: /^Paged / }).count()).toBe(2);
    const url = new URL(page.url());
    expect([url.searchParams.get('page'), url.searchParams.get('sortBy'), url.searchParams.get('dir')]).toEqual([
      '2',
      'name',
      'asc',
    ]);
    await page.goBack();
    await page.getByRole('link', { name: 'Paged 00' }).waitFor();
  });
});

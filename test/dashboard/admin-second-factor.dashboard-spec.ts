import { Page } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { adminUserPage, useDashboardSuite } from '../support/dashboard-page';
import { SignedUpUser, signUp } from '../support/factories';
import { authenticatorFor, registerPasskey } from '../support/passkeys';
import { enrolTwoFactor } from '../support/two-factor';

jest.setTimeout(60_000);

describe('an administrator taking away a user’s second factors, in Chromium', () => {
  const suite = useDashboardSuite({ config: ADMIN_TEST_CONFIG });
  let admin: SignedUpUser;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
  });

  const userPage = (userId: string, name: string): Promise<Page> =>
    adminUserPage(suite.browser, suite.t.baseUrl, admin.email, { userId, name });

  async function storedUser(userId: string): Promise<Record<string, unknown>> {
    const response = await request(suite.t.http)
      .get('/api/auth/admin/get-user')
      .query({ id: userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    return response.body;
  }

  async function isSignedIn(cookie: string): Promise<boolean> {
    const response = await request(suite.t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
    return response.body !== null;
  }

  it('shows two-factor on with a 2FA badge, and resets it keeping the user signed in', async () => {
    const target = await enrolTwoFactor(
      suite.t.http,
      await signUp(suite.t.http, { name: 'Tess Totp' }),
      suite.t.clock.nowMs(),
    );
    const page = await userPage(target.userId, 'Tess Totp');
    await page.getByText('Two-factor authentication: on').waitFor();
    await page.getByText('2FA', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Reset two-factor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${target.email} signs in with the password alone`).waitFor();
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click();

    await page.getByText('Two-factor reset.').waitFor();
    await page.getByText('Two-factor authentication: off').waitFor();
    // The closing dialog holds its own "Reset two-factor" button until it is gone.
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Reset two-factor' }).count()).toBe(0);
    expect((await storedUser(target.userId)).twoFactorEnabled).toBe(false);
    expect(await isSignedIn(target.cookie)).toBe(true);
  });

  it('counts the passkeys and removes them, signing the user out everywhere when asked', async () => {
    const target = await signUp(suite.t.http, { name: 'Pia Passkeys' });
    await registerPasskey(suite.t.http, target.cookie, authenticatorFor(suite.t.baseUrl));
    await registerPasskey(suite.t.http, target.cookie, authenticatorFor(suite.t.baseUrl));
    const page = await userPage(target.userId, 'Pia Passkeys');
    await page.getByText('2 passkeys registered.').waitFor();

    await page.getByRole('button', { name: 'Remove passkeys' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`All 2 passkeys of ${target.email} are removed`).waitFor();
    await dialog.getByRole('checkbox', { name: 'Also sign the user out everywhere' }).check();
    await dialog.getByRole('button', { name: 'Remove passkeys' }).click();

    await page.getByText('Passkeys removed.').waitFor();
    await page.getByText('No passkeys registered.').waitFor();
    expect((await storedUser(target.userId)).passkeyCount).toBe(0);
    expect(await isSignedIn(target.cookie)).toBe(false);
  });
});

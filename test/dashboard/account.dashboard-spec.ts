import request from 'supertest';
import { signedInPage, useDashboardSuite, waitUntil } from '../support/dashboard-page';
import { PASSWORD, signIn, signUp } from '../support/factories';

jest.setTimeout(60_000);

describe('my account in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite();

  async function isSignedIn(cookie: string): Promise<boolean> {
    const response = await request(suite.t.http)
      .get('/api/auth/get-session')
      .query({ disableCookieCache: true })
      .set('Cookie', cookie)
      .expect(200);
    return response.body !== null;
  }

  it('marks this device and revokes another session', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');
    await page.getByText('This device').waitFor();

    await page.getByRole('button', { name: /^Revoke session on/ }).click();

    await waitUntil(async () => !(await isSignedIn(user.cookie)));
    await page.getByRole('button', { name: /^Revoke session on/ }).waitFor({ state: 'detached' });
    expect(await page.getByText('This device').isVisible()).toBe(true);
  });

  it('changes the password, signing out the other sessions', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'New password' }).fill('another long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.getByText('Password changed.').waitFor();
    await signIn(suite.t.http, user.email, 'another long passphrase');
    expect(await isSignedIn(user.cookie)).toBe(false);
  });

  it('shows the service’s message when the current password is wrong', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('textbox', { name: 'Current password' }).fill('not my password');
    await page.getByRole('textbox', { name: 'New password' }).fill('another long passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid password');
  });

  it('deletes the account after confirmation', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('textbox', { name: 'Password for deletion' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete my account' }).click();

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await request(suite.t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(401);
  });

  it('sends someone whose sessions were revoked elsewhere to sign-in on their next step', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');
    await page.getByText('This device').waitFor();

    await request(suite.t.http).post('/api/auth/revoke-sessions').set('Cookie', user.cookie).send({}).expect(200);
    await page.getByRole('link', { name: 'API keys' }).click();

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/api-keys');
  });
});

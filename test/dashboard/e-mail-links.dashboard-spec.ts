import request from 'supertest';
import { openPage, screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { signIn, signUp, uniqueEmail } from '../support/factories';

jest.setTimeout(60_000);

const NEW_PASSWORD = 'a brand new passphrase';

/** Without SMTP the service keeps its e-mails in the dev outbox, where the dashboard shows them. */
describe('e-mailed links through the dev outbox, in Chromium', () => {
  const suite = useDashboardSuite({ config: { mail: { smtpUrl: null } } });

  it('resets a forgotten password with the link the outbox shows', async () => {
    const user = await signUp(suite.t.http);
    const visitor = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in page has an "E-mail" field too: wait for the route to change before filling one.
    await visitor.getByRole('button', { name: 'Send reset link' }).waitFor();
    await visitor.getByLabel('E-mail').fill(user.email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await visitor
      .getByText(`If an account uses ${user.email}, a link to choose a new password is on its way.`)
      .waitFor();
    await screenshot(visitor, 'forgot-password');

    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/outbox');
    await page.getByRole('button', { name: /Reset your password/i }).click();
    await screenshot(page, 'outbox');
    await page.getByRole('link', { name: /\/api\/auth\/reset-password\// }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
    await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set password' }).click();

    await page.getByText('Your password is changed. Sign in with the new one.').waitFor();
    await signIn(suite.t.http, user.email, NEW_PASSWORD);
  });

  it('verifies the e-mail address with the link sent from the account page', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await page.getByText(`Verification link sent to ${user.email}.`).waitFor();

    await page.getByRole('link', { name: 'Dev outbox' }).click();
    await page
      .getByRole('button', { name: /Verify your e-mail/i })
      .first()
      .click();
    await page
      .getByRole('link', { name: /\/api\/auth\/verify-email\?/ })
      .first()
      .click();

    await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
    await screenshot(page, 'verify-email');
    const session = await request(suite.t.http)
      .get('/api/auth/get-session')
      .set('Cookie', user.cookie)
      .query({ disableCookieCache: true })
      .expect(200);
    expect(session.body.user.emailVerified).toBe(true);
  });

  it('changes the e-mail address once the link sent to the new one is opened', async () => {
    const user = await signUp(suite.t.http);
    const newEmail = uniqueEmail('moved');
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail);
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByText('Check your inbox to confirm the new address.').waitFor();
    await page.getByRole('link', { name: 'Dev outbox' }).click();
    await page.getByRole('button', { name: new RegExp(`To ${newEmail}`) }).click();
    await page
      .getByRole('link', { name: /\/api\/auth\/verify-email\?/ })
      .first()
      .click();

    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.getByRole('heading', { name: 'My account' }).locator('..').getByText(newEmail).waitFor();
    await signIn(suite.t.http, newEmail);
  });

  it('shows a bad reset link as expired, with a way to ask again', async () => {
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/reset-password?error=INVALID_TOKEN`);

    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  });
});

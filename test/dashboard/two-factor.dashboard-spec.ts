import request from 'supertest';
import { openPage, screenshot, signedInPage, submitSignIn, useDashboardSuite } from '../support/dashboard-page';
import { PASSWORD, signUp } from '../support/factories';
import { TWO_FACTOR_CODE_SUBJECT, codeIn, enrolTwoFactor, totpCode } from '../support/two-factor';

jest.setTimeout(60_000);

describe('two-factor authentication in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite();

  it('enrols an authenticator app with a code check, then signs in with a backup code it showed', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/account');

    await page.getByRole('textbox', { name: 'Password to confirm' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.locator('svg', { has: page.locator('title', { hasText: 'Authenticator set-up code' }) }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    await page.getByRole('textbox', { name: 'Authenticator code' }).first().click();
    await page.keyboard.type(totpCode(`otpauth://totp/test?secret=${secret}`, Date.now()));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    const list = page.getByRole('list', { name: 'Backup codes' });
    await list.waitFor();
    await screenshot(page, 'two-factor-backup-codes');
    const codes = await list.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('On', { exact: true }).waitFor();

    const next = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in?redirect=%2Faccount`);
    await submitSignIn(next, user.email);
    await next.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await screenshot(next, 'two-factor-sign-in');
    await next.locator('label', { hasText: 'Backup code' }).click();
    await next.getByRole('textbox', { name: 'Backup code' }).fill(codes[0]);
    await next.getByRole('button', { name: 'Verify' }).click();
    await next.getByRole('heading', { name: 'My account' }).waitFor();
  });

  it('asks for the authenticator code at sign-in, and not again on a browser trusted then', async () => {
    const user = await signUp(suite.t.http);
    const { totpURI } = await enrolTwoFactor(suite.t.http, user, Date.now());
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in`);

    await submitSignIn(page, user.email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid code');
    // The code that turned two-factor on is spent; the next step's is within the window.
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(totpURI, Date.now() + 30_000));
    await page.getByLabel('Trust this browser for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await submitSignIn(page, user.email);
    await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
  });

  it('signs in with a code it e-mails on request', async () => {
    const user = await signUp(suite.t.http);
    await enrolTwoFactor(suite.t.http, user, Date.now());
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in?redirect=%2Faccount`);
    await submitSignIn(page, user.email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();

    await page.locator('label', { hasText: /^E-mail$/ }).click();
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByRole('button', { name: 'Send a new code' }).waitFor();
    const mail = await suite.t.mail.waitFor(user.email, (caught) => caught.subject === TWO_FACTOR_CODE_SUBJECT);
    await screenshot(page, 'two-factor-email-code');
    await page.getByRole('textbox', { name: 'E-mailed code' }).fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
  });

  it('opens on the e-mailed code for an account with e-mailed codes alone, offering no authenticator', async () => {
    const user = await signUp(suite.t.http);
    await request(suite.t.http)
      .post('/api/auth/two-factor/enable')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD, method: 'otp' })
      .expect(200);
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in?redirect=%2Faccount`);
    await submitSignIn(page, user.email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();

    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    const mail = await suite.t.mail.waitFor(user.email, (caught) => caught.subject === TWO_FACTOR_CODE_SUBJECT);
    expect(await page.locator('label', { hasText: /^Authenticator$/ }).count()).toBe(0);
    expect(await page.locator('label', { hasText: /^Backup code$/ }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'E-mailed code' }).fill(codeIn(mail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
  });

  it('turns two-factor off after a confirmation', async () => {
    const user = await signUp(suite.t.http);
    const enrolled = await enrolTwoFactor(suite.t.http, user, Date.now());
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in?redirect=%2Faccount`);
    await submitSignIn(page, user.email);
    const { backupCodes } = await request(suite.t.http)
      .post('/api/auth/two-factor/generate-backup-codes')
      .set('Cookie', enrolled.cookie)
      .send({ password: PASSWORD })
      .expect(200)
      .then((response) => response.body as { backupCodes: string[] });
    await page.locator('label', { hasText: 'Backup code' }).click();
    await page.getByRole('textbox', { name: 'Backup code' }).fill(backupCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByRole('textbox', { name: 'Password to confirm' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();

    await page.getByText('Two-factor authentication is off.').waitFor();
    await request(suite.t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200)
      .expect((response) => expect(response.body.twoFactorRedirect).toBeUndefined());
  });
});

import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { openPage, screenshot, submitSignIn, useDashboardSuite } from '../support/dashboard-page';
import { PASSWORD } from '../support/factories';
import { enrolTwoFactor, totpCode } from '../support/two-factor';

jest.setTimeout(60_000);

describe('REQUIRE_SECOND_FACTOR=all in the dashboard, in Chromium', () => {
  const suite = useDashboardSuite({ config: { ...ADMIN_TEST_CONFIG, requireSecondFactor: 'all' } });

  it('takes a password sign-in straight to enrolment, and lets it on once an authenticator app is set up', async () => {
    const admin = await createUserWithRole(suite.t.http, 'admin');
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in?redirect=%2Fusers`);

    await submitSignIn(page, admin.email);
    await page.getByRole('heading', { name: 'Second factor required' }).waitFor();
    await page.getByText('Your password alone is not enough here').waitFor();
    await screenshot(page, 'second-factor-required');
    // Another page of the dashboard leads back here.
    await page.goto(`${suite.t.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Second factor required' }).waitFor();
    expect(await page.getByRole('heading', { name: 'My account' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Password to confirm' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    await page.getByRole('textbox', { name: 'Authenticator code' }).first().click();
    await page.keyboard.type(totpCode(`otpauth://totp/test?secret=${secret}`, Date.now()));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('list', { name: 'Backup codes' }).waitFor();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // On to the page asked for last, then the others.
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await page.goto(`${suite.t.baseUrl}/users`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.goto(`${suite.t.baseUrl}/`);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
  });

  it('asks a session older than the factor for a code, then lets it on', async () => {
    const admin = await createUserWithRole(suite.t.http, 'admin');
    const page = await openPage(suite.browser, `${suite.t.baseUrl}/sign-in?redirect=%2Fusers`);
    await submitSignIn(page, admin.email);
    await page.getByRole('heading', { name: 'Second factor required' }).waitFor();
    // Set up meanwhile from another session: this browser's stays one made with the password alone.
    const { totpURI } = await enrolTwoFactor(suite.t.http, admin, Date.now());

    await page.reload();
    await page.getByRole('heading', { name: 'Verify it is you' }).waitFor();
    await page.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(totpURI, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify and continue' }).click();

    await page.getByRole('heading', { name: 'Users' }).waitFor();
  });
});

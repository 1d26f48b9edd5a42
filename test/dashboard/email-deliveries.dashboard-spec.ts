import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { screenshot, signedInPage, useDashboardSuite } from '../support/dashboard-page';
import { eventually, failingDeliveries } from '../support/email-outbox';
import { SignedUpUser, signUp, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';
import { FailedEmailSweeper } from '../../src/platform/mail/failed-email-sweeper';
import { RETRY_BASE_DELAY_MS } from '../../src/platform/mail/mail.constants';

jest.setTimeout(60_000);

const RESET = 'Reset your password';
const DAY_SECONDS = 86_400;

describe('an administrator following failing e-mail deliveries in the dashboard, in Chromium', () => {
  // Two attempts per e-mail; one given up on is kept two days.
  const suite = useDashboardSuite({
    config: { ...ADMIN_TEST_CONFIG, mail: { maxAttempts: 2, failedRetentionDays: 2 } },
  });
  let admin: SignedUpUser;
  let revived: SmtpSink | undefined;

  beforeAll(async () => {
    admin = await createUserWithRole(suite.t.http);
    await suite.t.mail.stop();
  });

  afterAll(async () => {
    await revived?.stop();
  });

  it('shows an e-mail given up on as failed, with its retention, until the sweeper deletes it', async () => {
    const user = await signUp(suite.t.http, { email: uniqueEmail('given-up') });
    await request(suite.t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    const statusOf = async () =>
      (await failingDeliveries(suite.t.http, admin.cookie)).find((delivery) => delivery.to === user.email)?.status;
    await eventually(async () => (await statusOf()) === 'pending');
    suite.t.clock.advanceSeconds(RETRY_BASE_DELAY_MS / 1000);
    await eventually(async () => (await statusOf()) === 'failed');

    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/email-deliveries?status=failed');
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.waitFor();
    expect(await row.textContent()).toContain(RESET);
    expect(await row.textContent()).toContain('Failed');
    expect(await row.textContent()).toContain('ECONNREFUSED');
    await page.getByText('Failed e-mails are deleted 2 days after their last attempt.').waitFor();
    await screenshot(page, 'email-deliveries-failed');

    suite.t.clock.advanceSeconds(2 * DAY_SECONDS + 60);
    await suite.t.app.get(FailedEmailSweeper).sweep();
    await page.reload();

    await page.getByText('No failing e-mails').waitFor();
    expect(await statusOf()).toBeUndefined();
  });

  it('lists an e-mail the mail server refused, with its error, and sends it again when asked', async () => {
    const user = await signUp(suite.t.http, { email: uniqueEmail('unlucky') });
    await request(suite.t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    await eventually(async () =>
      (await failingDeliveries(suite.t.http, admin.cookie)).some((delivery) => delivery.to === user.email),
    );

    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/');
    await page.getByRole('link', { name: 'E-mail deliveries' }).click();
    await page.getByRole('heading', { name: 'E-mail deliveries' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.waitFor();
    expect(await row.textContent()).toContain(RESET);
    expect(await row.textContent()).toContain('Retrying');
    expect(await row.textContent()).toContain('ECONNREFUSED');
    await screenshot(page, 'email-deliveries');

    revived = await SmtpSink.start(suite.t.mail.port);
    await row.getByRole('button', { name: `Resend "${RESET}" to ${user.email}` }).click();

    await page.getByText(`Sending "${RESET}" to ${user.email} again.`).waitFor();
    expect((await revived.waitFor(user.email)).subject).toBe(RESET);
    await eventually(
      async () => !(await failingDeliveries(suite.t.http, admin.cookie)).some((delivery) => delivery.to === user.email),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'E-mail deliveries' }).waitFor();
    await page.getByText('No failing e-mails').waitFor();
  });

  it('keeps the status filter in the link', async () => {
    const page = await signedInPage(suite.browser, suite.t.baseUrl, admin.email, '/email-deliveries');
    await page.getByRole('heading', { name: 'E-mail deliveries' }).waitFor();

    // Mantine draws the radio as its label; the input itself is hidden under it.
    await page.locator('label', { has: page.getByText('Failed', { exact: true }) }).click();

    await page.waitForURL((url) => url.searchParams.get('status') === 'failed');
    await page.reload();
    expect(await page.getByRole('radio', { name: 'Failed' }).isChecked()).toBe(true);
  });

  it('shows no e-mail deliveries entry to a user who is not an administrator, and sends them to their account', async () => {
    const user = await signUp(suite.t.http);
    const page = await signedInPage(suite.browser, suite.t.baseUrl, user.email, '/email-deliveries');

    await page.getByRole('heading', { name: 'My account' }).waitFor();
    expect(await page.getByRole('link', { name: 'E-mail deliveries' }).count()).toBe(0);
  });
});

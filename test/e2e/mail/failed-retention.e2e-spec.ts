import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { EMAIL_DELIVERIES, eventually, failingDeliveries } from '../../support/email-outbox';
import { FailedEmailSweeper } from '../../../src/platform/mail/failed-email-sweeper';

jest.setTimeout(40_000);

const DAY_SECONDS = 86_400;
const MINUTE_SECONDS = 60;

describe('failed e-mails kept for MAIL_FAILED_RETENTION_DAYS', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    // One attempt per e-mail, against an SMTP server that is down, and failures kept two days.
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, mail: { maxAttempts: 1, failedRetentionDays: 2 } } });
    admin = await createUserWithRole(t.http);
    await t.mail.stop();
  });

  afterAll(() => t.close());

  const failedTo = async (): Promise<string[]> =>
    (await failingDeliveries(t.http, admin.cookie, { status: 'failed' })).map(({ to }) => to);

  /** Asks for a reset link for a new user and answers the address once its only attempt has failed. */
  async function failedEmail(): Promise<string> {
    const { email } = await signUp(t.http);
    await request(t.http).post('/api/auth/request-password-reset').send({ email, redirectTo: '/reset' }).expect(200);
    await eventually(async () => (await failedTo()).includes(email));
    return email;
  }

  it('lists a failed e-mail for administrators, then deletes it once the retention from its last attempt has passed', async () => {
    const older = await failedEmail();
    const [listed] = (await failingDeliveries(t.http, admin.cookie)).filter(({ to }) => to === older);
    t.clock.advanceSeconds(DAY_SECONDS);
    const newer = await failedEmail();
    const sweeper = t.app.get(FailedEmailSweeper);

    t.clock.advanceSeconds(DAY_SECONDS - MINUTE_SECONDS);
    await sweeper.sweep();
    const beforeRetention = await failedTo();
    t.clock.advanceSeconds(2 * MINUTE_SECONDS);
    await sweeper.sweep();
    const afterRetention = await failedTo();

    expect(listed).toMatchObject({
      subject: 'Reset your password',
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });
    expect(beforeRetention).toEqual(expect.arrayContaining([older, newer]));
    expect(afterRetention).not.toContain(older);
    expect(afterRetention).toContain(newer);
  });

  it('tells administrators how long a failed e-mail is kept', async () => {
    const response = await request(t.http).get(EMAIL_DELIVERIES).set('Cookie', admin.cookie).expect(200);

    expect(response.body.failedRetentionDays).toBe(2);
  });
});

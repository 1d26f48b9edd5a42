import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  countsOf,
  eventually,
  failingDeliveries,
  metric,
  onceEach,
  pause,
  requestEveryEmail,
  EMAIL_DELIVERIES,
} from '../../support/email-outbox';
import { SmtpSink } from '../../support/smtp-sink';
import { DELIVERY_POLL_INTERVAL_MS, RETRY_BASE_DELAY_MS } from '../../../src/platform/mail/mail.constants';
import { FailedEmailSweeper } from '../../../src/platform/mail/failed-email-sweeper';

jest.setTimeout(60_000);

const PENDING = 'auth_fleet_email_outbox_depth{status="pending"}';
// The stopped sink's port is free for anyone: another file running beside this one may listen on it meanwhile, and
// the attempt then meets a server that never greets instead of a refused connection. Either is the server down.
const SERVER_DOWN = /ECONNREFUSED|Greeting never received/;

describe('e-mail while the SMTP server is down', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let revived: SmtpSink | undefined;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, user: { deleteUser: { sendVerification: true } } } });
    admin = await createUserWithRole(t.http);
    await t.mail.stop();
  });

  afterAll(async () => {
    await t.close();
    await revived?.stop();
  });

  it('answers every flow at once, keeps each e-mail, and delivers each exactly once when the server is back', async () => {
    const expected = await requestEveryEmail(t);

    // Each e-mail was tried once, right after its request, and waits for its next attempt.
    await eventually(async () => (await failingDeliveries(t.http, admin.cookie)).length === expected.length);
    const failing = await failingDeliveries(t.http, admin.cookie);
    expect(failing.map(({ to, subject }) => ({ to, subject })).sort(bySubjectAndRecipient)).toEqual(
      lowercased(expected).sort(bySubjectAndRecipient),
    );
    for (const delivery of failing) {
      expect(delivery).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: expect.stringMatching(SERVER_DOWN),
      });
      // The wait runs from the failure, a moment after the attempt began.
      const waitMs = new Date(delivery.nextAttemptAt).getTime() - new Date(delivery.lastAttemptAt).getTime();
      expect(waitMs).toBeGreaterThanOrEqual(RETRY_BASE_DELAY_MS);
      expect(waitMs).toBeLessThan(RETRY_BASE_DELAY_MS + 5000);
    }
    expect(await metric(t.http, PENDING)).toBe(expected.length);
    expect(await metric(t.http, 'auth_email_send_failures_total')).toBe(expected.length);

    revived = await SmtpSink.start(t.mail.port);
    t.clock.advanceSeconds(RETRY_BASE_DELAY_MS / 1000);
    for (const mail of expected) await revived.waitFor(mail.to, (caught) => caught.subject === mail.subject, 8000);
    // Every attempt that could ever fall due has: none of them sends an e-mail twice.
    t.clock.advanceSeconds(86_400);
    await pause(DELIVERY_POLL_INTERVAL_MS * 3);

    expect(countsOf(revived.messages)).toEqual(onceEach(expected));
    await eventually(async () => (await failingDeliveries(t.http, admin.cookie)).length === 0);
    expect(await metric(t.http, PENDING)).toBe(0);
    expect(await metric(t.http, 'auth_emails_sent_total')).toBe(expected.length);
  });
});

function lowercased(mails: Array<{ to: string; subject: string }>) {
  return mails.map((mail) => ({ ...mail, to: mail.to.toLowerCase() }));
}

function bySubjectAndRecipient(a: { to: string; subject: string }, b: { to: string; subject: string }): number {
  return `${a.subject}|${a.to}`.localeCompare(`${b.subject}|${b.to}`);
}

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

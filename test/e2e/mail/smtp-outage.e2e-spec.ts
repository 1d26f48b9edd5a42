import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser } from '../../support/factories';
import {
  countsOf,
  eventually,
  failingDeliveries,
  metric,
  onceEach,
  pause,
  requestEveryEmail,
} from '../../support/email-outbox';
import { SmtpSink } from '../../support/smtp-sink';
import { DELIVERY_POLL_INTERVAL_MS, RETRY_BASE_DELAY_MS } from '../../../src/platform/mail/mail.constants';

jest.setTimeout(60_000);

const PENDING = 'auth_fleet_email_outbox_depth{status="pending"}';

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
        lastError: expect.stringContaining('ECONNREFUSED'),
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

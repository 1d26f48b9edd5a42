import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { uniqueEmail, SignedUpUser, signUp } from '../../support/factories';
import {
  pause,
  eventually,
  failingDeliveries,
  metric,
  ExpectedMail,
  countsOf,
  onceEach,
} from '../../support/email-outbox';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { SmtpSink } from '../../support/smtp-sink';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { Database } from '../../../src/platform/database/database';
import { EmailOutboxService } from '../../../src/platform/mail/email-outbox.service';
import { DELIVERY_POLL_INTERVAL_MS, RETRY_BASE_DELAY_MS } from '../../../src/platform/mail/mail.constants';
import { MailMessage } from '../../../src/platform/mail/mailer';

jest.setTimeout(90_000);

function note(to: string): MailMessage {
  return { to, subject: 'A note', text: 'Hello', html: '<p>Hello</p>' };
}

/**
 * The outbox's promise to every flow: an e-mail written in the transaction of a change goes out
 * once that change commits, and never when it rolls back. No flow rolls back after writing its
 * e-mail, so the transaction is driven here through the app's own services.
 */
describe('e-mails written in a transaction', () => {
  let t: TestApp;
  let database: Database;
  let outbox: EmailOutboxService;

  beforeAll(async () => {
    t = await createTestApp();
    database = t.app.get(Database);
    outbox = t.app.get(EmailOutboxService);
  });

  afterAll(() => t.close());

  it('goes out once the transaction commits', async () => {
    const to = uniqueEmail('committed');

    await database.transaction((tx) => outbox.enqueue(note(to), tx));

    expect(await t.mail.waitFor(to)).toMatchObject({ to, subject: 'A note', from: 'auth@test.local' });
  });

  it('never goes out when the transaction rolls back', async () => {
    const rolledBack = uniqueEmail('rolled-back');
    const committed = uniqueEmail('committed');

    await expect(
      database.transaction(async (tx) => {
        await outbox.enqueue(note(rolledBack), tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await database.transaction((tx) => outbox.enqueue(note(committed), tx));
    await t.mail.waitFor(committed);
    t.clock.advanceSeconds(86_400);
    await pause(DELIVERY_POLL_INTERVAL_MS * 2);

    expect(t.mail.messages.filter((mail) => mail.to === rolledBack)).toEqual([]);
  });
});

describe('SMTP_URL=log', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, mail: { smtpUrl: 'log' } } });
    admin = await createUserWithRole(t.http);
  });

  afterAll(() => t.close());

  it('counts each e-mail as delivered once logged: nothing waits, nothing reaches SMTP or a dev outbox', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);

    await eventually(async () => (await metric(t.http, 'auth_emails_sent_total')) === 1);
    expect(await metric(t.http, 'auth_fleet_email_outbox_depth{status="pending"}')).toBe(0);
    expect(await failingDeliveries(t.http, admin.cookie)).toEqual([]);
    expect(t.mail.messages).toEqual([]);
    expect((await request(t.http).get('/api/dev/outbox').expect(404)).body).toEqual({
      code: 'NOT_FOUND',
      message: 'Not Found',
    });
  });
});

const RESET = 'Reset your password';

/**
 * Asks for a reset of each user's password, alternately through each instance. One request at a
 * time: what races here is the two delivery workers, and SQLite takes one writer at a time.
 */
async function resetEach(instances: TestApp[], users: SignedUpUser[]): Promise<ExpectedMail[]> {
  for (const [index, user] of users.entries()) {
    await request(instances[index % instances.length].http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
  }
  return users.map((user) => ({ to: user.email, subject: RESET }));
}

describe('two instances sharing one database and one SMTP server', () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let instances: TestApp[];
  let admin: SignedUpUser;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    smtp = await SmtpSink.start();
    const config = { ...ADMIN_TEST_CONFIG, mail: { smtpUrl: smtp.url } };
    // One after the other, as a deployment migrates with its first instance.
    instances = [await createTestApp({ database, config })];
    instances.push(await createTestApp({ database, config }));
    admin = await createUserWithRole(instances[0].http);
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await smtp.stop();
    await database.drop();
  });

  async function signUpMany(count: number): Promise<SignedUpUser[]> {
    const users: SignedUpUser[] = [];
    for (let index = 0; index < count; index += 1) users.push(await signUp(instances[index % 2].http));
    return users;
  }

  it('delivers each e-mail once, whichever instance wrote it', async () => {
    const expected = await resetEach(instances, await signUpMany(12));

    for (const mail of expected) await smtp.waitFor(mail.to, (caught) => caught.subject === RESET, 8000);
    await pause(DELIVERY_POLL_INTERVAL_MS * 3);

    expect(
      countsOf(smtp.messages.filter((mail) => expected.some((wanted) => wanted.to.toLowerCase() === mail.to))),
    ).toEqual(onceEach(expected));
  });

  it('delivers each e-mail of an outage once when both instances retry it at the same moment', async () => {
    const port = smtp.port;
    await smtp.stop();
    const expected = await resetEach(instances, await signUpMany(12));
    await eventually(async () => (await failingDeliveries(instances[0].http, admin.cookie)).length === expected.length);

    smtp = await SmtpSink.start(port);
    // Both instances find every retry due on their next poll, and race to claim them.
    for (const instance of instances) instance.clock.advanceSeconds(RETRY_BASE_DELAY_MS / 1000);
    for (const mail of expected) await smtp.waitFor(mail.to, (caught) => caught.subject === RESET, 8000);
    await pause(DELIVERY_POLL_INTERVAL_MS * 3);

    expect(countsOf(smtp.messages)).toEqual(onceEach(expected));
    // Each delivery is recorded once its batch is done, a moment after the last e-mail arrived.
    await eventually(async () => (await failingDeliveries(instances[1].http, admin.cookie)).length === 0);
  });
});

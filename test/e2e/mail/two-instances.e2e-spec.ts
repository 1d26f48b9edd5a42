import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ExpectedMail, countsOf, eventually, failingDeliveries, onceEach, pause } from '../../support/email-outbox';
import { SmtpSink } from '../../support/smtp-sink';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { DELIVERY_POLL_INTERVAL_MS, RETRY_BASE_DELAY_MS } from '../../../src/platform/mail/mail.constants';

jest.setTimeout(90_000);

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

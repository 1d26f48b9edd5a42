import { TestApp, createTestApp } from '../../support/create-test-app';
import { uniqueEmail } from '../../support/factories';
import { pause } from '../../support/email-outbox';
import { Database } from '../../../src/platform/database/database';
import { EmailOutboxService } from '../../../src/platform/mail/email-outbox.service';
import { DELIVERY_POLL_INTERVAL_MS } from '../../../src/platform/mail/mail.constants';
import { MailMessage } from '../../../src/platform/mail/mailer';

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

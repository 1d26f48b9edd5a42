import { Logger } from '@nestjs/common';
import { Clock } from '../common/time/clock';
import { MailMessage, Mailer, SentMail } from './mailer';

const OUTBOX_CAPACITY = 200;

/**
 * Development stand-in for SMTP: each e-mail goes to a bounded in-memory outbox, and its recipient and subject to the
 * log.
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Outbox');
  private readonly sent: SentMail[] = [];

  constructor(
    private readonly from: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    this.sent.unshift({ ...message, from: this.from, sentAt: this.clock.now() });
    this.sent.length = Math.min(this.sent.length, OUTBOX_CAPACITY);
    // Never the body: it carries one-time links, and logs travel further than the dev outbox.
    this.logger.log(`E-mail to ${message.to}: ${message.subject}`);
  }

  /** Newest first. */
  list(): SentMail[] {
    return [...this.sent];
  }
}

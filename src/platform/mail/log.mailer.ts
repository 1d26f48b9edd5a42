import { Logger } from '@nestjs/common';
import { MailMessage, Mailer } from './mailer';

/** `SMTP_URL=log`: a deployment that sends no e-mail; each one is logged by recipient and subject, never its body. */
export class LogMailer extends Mailer {
  private readonly logger = new Logger('Mail');

  async send(message: MailMessage): Promise<void> {
    this.logger.log(`E-mail to ${message.to} not sent (SMTP_URL=log): ${message.subject}`);
  }
}

import { Logger } from '@nestjs/common';
import { Transporter, createTransport } from 'nodemailer';
import { MailMessage, Mailer } from './mailer';

export class SmtpMailer extends Mailer {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
    this.logger.log(`Sent "${message.subject}" to ${message.to}`);
  }

  close(): void {
    this.transport.close();
  }
}

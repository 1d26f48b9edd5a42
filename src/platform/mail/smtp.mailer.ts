import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { Transporter, createTransport } from 'nodemailer';
import { SMTP_CONNECTION_TIMEOUT_MS, SMTP_GREETING_TIMEOUT_MS, SMTP_SOCKET_TIMEOUT_MS } from './mail.constants';
import { MailMessage, Mailer } from './mailer';

export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(SmtpMailer.name);
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    // Bounded, so an attempt on a server that hangs ends well within the delivery lease.
    this.transport = createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
    this.logger.log(`Sent "${message.subject}" to ${message.to}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

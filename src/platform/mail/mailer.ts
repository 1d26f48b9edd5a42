export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends MailMessage {
  from: string;
  sentAt: Date;
}

/**
 * Hands one e-mail to its channel: SMTP, the log only (`SMTP_URL=log`), or the dev outbox. Only
 * the delivery worker calls it; the service's flows write to the durable outbox instead.
 */
export abstract class Mailer {
  /** Resolves once the channel has taken the e-mail; rejects with the channel's error otherwise. */
  abstract send(message: MailMessage): Promise<void>;
}

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

/** Sends the service's e-mails; SMTP when configured, else the log and the dev outbox. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

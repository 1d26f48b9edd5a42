import { MailMessage } from './mailer';

/** `pending` until delivered (the row then goes) or given up on after the last attempt (`failed`). */
export type EmailStatus = 'pending' | 'failed';

/** An e-mail one worker has claimed for one delivery attempt; `claimToken` proves the claim is still its own. */
export interface ClaimedEmail {
  id: string;
  message: MailMessage;
  /** Attempts made, this one included. */
  attempts: number;
  claimToken: string;
}

/** An undelivered e-mail as administrators see it: never its body, which carries one-time links. */
export interface EmailDelivery {
  id: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  /** When the next attempt is due; null once given up on. */
  nextAttemptAt: Date | null;
}

export interface EmailDeliveryPage {
  deliveries: EmailDelivery[];
  total: number;
  limit: number;
  offset: number;
  /** Days a failed e-mail is kept after its last attempt; null when kept for ever. */
  failedRetentionDays: number | null;
}

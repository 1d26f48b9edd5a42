export const DELIVERY_STATUSES = ['pending', 'failed'] as const;

/** `pending`: another attempt is due; `failed`: given up on after the last attempt. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** An undelivered e-mail with a failed attempt; its body (with one-time links) is never sent here. */
export interface EmailDelivery {
  id: string;
  to: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

export interface EmailDeliveryPage {
  deliveries: EmailDelivery[];
  total: number;
  limit: number;
  offset: number;
  /** Days a failed e-mail is kept after its last attempt; null when kept for ever. */
  failedRetentionDays: number | null;
}

/** How often each instance looks for e-mails whose next attempt has come. */
export const DELIVERY_POLL_INTERVAL_MS = 1_000;
/** E-mails one instance claims, and sends side by side, at a time. */
export const DELIVERY_BATCH_SIZE = 10;
/**
 * A claimed e-mail is left to its worker this long; past it, another instance may try it again.
 * Well above the SMTP timeouts, so a slow server does not get the e-mail twice.
 */
export const DELIVERY_LEASE_MS = 300_000;
/** The wait after the first failed attempt; it doubles with each further one, up to the maximum. */
export const RETRY_BASE_DELAY_MS = 30_000;
export const RETRY_MAX_DELAY_MS = 3_600_000;
/** An SMTP server's error is kept this long at most. */
export const MAX_ERROR_LENGTH = 500;

export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/** How often each instance deletes the failed e-mails past their retention. */
export const FAILED_EMAIL_SWEEP_INTERVAL_MS = 3_600_000;
export const MS_PER_DAY = 86_400_000;

export const DEFAULT_DELIVERY_PAGE_SIZE = 50;
export const MAX_DELIVERY_PAGE_SIZE = 500;

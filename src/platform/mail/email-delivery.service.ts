import { Injectable, Logger } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { generateId } from '../common/crypto/random';
import { inSpan } from '../common/tracing/spans';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { Database, Tx } from '../database/database';
import { EmailOutboxRepository } from './email-outbox.repository';
import { DELIVERY_BATCH_SIZE, DELIVERY_LEASE_MS, MAX_ERROR_LENGTH } from './mail.constants';
import { MailMetrics } from './mail-metrics';
import { Mailer } from './mailer';
import { ClaimedEmail } from './mail.types';
import { retryDelayMs } from './retry-delay';

/** One attempt's outcome: null when the channel took the e-mail, else what it answered. */
type SendFailure = string | null;

/** Sends what is due in the outbox: claimed first, so each e-mail goes out from one instance only. */
@Injectable()
export class EmailDeliveryService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly outbox: EmailOutboxRepository,
    private readonly mailer: Mailer,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly metrics: MailMetrics,
    private readonly config: AppConfig,
  ) {}

  /**
   * Claims a batch of due e-mails, makes one attempt at each (side by side), and records the
   * outcomes; answers how many were claimed. Rejects only when the database does.
   */
  async deliverDue(): Promise<number> {
    const now = this.clock.now();
    if (!(await this.outbox.hasDue(now))) return 0;
    // A trace for each batch that finds work, and none for the polls that find none.
    return inSpan('email.deliver', {}, () => this.deliverClaimed(now));
  }

  private async deliverClaimed(now: Date): Promise<number> {
    const leaseEnd = new Date(now.getTime() + DELIVERY_LEASE_MS);
    // Claim and record are transactions of their own: where SQLite has a single connection,
    // transactions take turns, so a claim never sees, nor joins, another request's uncommitted rows.
    const claimed = await this.database.transaction((tx) =>
      this.outbox.claimDue(now, leaseEnd, DELIVERY_BATCH_SIZE, generateId(), tx),
    );
    if (claimed.length === 0) return 0;
    const failures = await Promise.all(claimed.map((email) => this.send(email)));
    // One write for the whole batch, rather than one per e-mail contending for SQLite's lock.
    await this.database.transaction(async (tx) => {
      for (const [index, email] of claimed.entries()) await this.record(email, failures[index], tx);
    });
    return claimed.length;
  }

  private async send(email: ClaimedEmail): Promise<SendFailure> {
    try {
      const attempt = { 'email.attempt': email.attempts };
      await inSpan('email.send', attempt, () => this.mailer.send(email.message), SpanKind.CLIENT);
      return null;
    } catch (error) {
      return (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    }
  }

  private async record(email: ClaimedEmail, failure: SendFailure, tx: Tx): Promise<void> {
    if (failure === null) {
      this.metrics.recordSent();
      await this.outbox.deleteClaimed(email, tx);
      return;
    }
    this.metrics.recordFailure();
    const { maxAttempts } = this.config.mail;
    const isLast = email.attempts >= maxAttempts;
    const nextAttemptAt = isLast ? null : new Date(this.clock.nowMs() + retryDelayMs(email.attempts));
    await this.outbox.recordFailure(email, failure, nextAttemptAt, tx);
    const outcome = isLast ? 'kept as failed' : `next attempt at ${nextAttemptAt!.toISOString()}`;
    this.logger.warn(
      `Could not deliver "${email.message.subject}" to ${email.message.to} (attempt ${email.attempts} of ${maxAttempts}, ${outcome}): ${failure}`,
    );
  }
}

import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../audit/audit-caller';
import { Audited } from '../audit/audited.decorator';
import { AuditService } from '../audit/audit.service';
import { AuthError } from '../common/errors/auth-error';
import { generateId } from '../common/crypto/random';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { Database, Tx } from '../database/database';
import { EmailDeliverySweeper } from './email-delivery-sweeper';
import { EmailOutboxRepository } from './email-outbox.repository';
import { DEFAULT_DELIVERY_PAGE_SIZE, MS_PER_DAY } from './mail.constants';
import { MAIL_ERRORS } from './mail.errors';
import { MailMessage } from './mailer';
import { EmailDelivery, EmailDeliveryPage, EmailStatus } from './mail.types';

interface DeliveryListQuery {
  status?: EmailStatus;
  limit?: number;
  offset?: number;
}

/**
 * The durable outbox the service's flows write their e-mails to. A request never waits for the mail
 * server: its e-mail is a row of its own transaction, delivered by the worker once that commits.
 */
@Injectable()
export class EmailOutboxService {
  constructor(
    private readonly outbox: EmailOutboxRepository,
    private readonly database: Database,
    private readonly sweeper: EmailDeliverySweeper,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    readonly audit: AuditService,
  ) {}

  /** Writes the e-mail in `tx`: it goes out once `tx` commits, and never if it rolls back. */
  async enqueue(message: MailMessage, tx: Tx): Promise<void> {
    await this.outbox.insert({ id: generateId(), message, createdAt: this.clock.now() }, tx);
    this.database.onCommit(tx, () => this.sweeper.requestDelivery());
  }

  /** E-mails that failed at least once and are not delivered yet, newest first, without their bodies. */
  async listFailing(query: DeliveryListQuery): Promise<EmailDeliveryPage> {
    const limit = query.limit ?? DEFAULT_DELIVERY_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { deliveries, total } = await this.outbox.searchFailing({ status: query.status, limit, offset });
    return { deliveries, total, limit, offset, failedRetentionDays: this.config.mail.failedRetentionDays || null };
  }

  /**
   * Sends an undelivered e-mail again now, with every attempt afresh. One a worker is trying at this
   * moment is left to it. Its link is the original one, which may have expired since.
   */
  @Audited('admin.resend-email', ([id]: [string], delivery?: EmailDelivery) => ({
    targetType: 'email',
    targetId: id,
    metadata: delivery ? { to: delivery.to, subject: delivery.subject } : undefined,
  }))
  async resend(_auditCaller: AuditCaller, id: string): Promise<EmailDelivery> {
    const delivery = await this.outbox.findById(id);
    // A delivered e-mail has left the outbox, so it reads as missing too.
    if (!delivery || (await this.outbox.requeue(id, this.clock.now())) === 'missing')
      throw new AuthError(MAIL_ERRORS.EMAIL_DELIVERY_NOT_FOUND);
    this.sweeper.requestDelivery();
    return delivery;
  }

  /**
   * Deletes the e-mails given up on longer ago than the retention, counted from their last attempt;
   * answers how many. Pending ones stay, however old: they are still being tried.
   */
  async deleteExpiredFailures(): Promise<number> {
    const { failedRetentionDays } = this.config.mail;
    if (failedRetentionDays === 0) return 0;
    return this.outbox.deleteFailedBefore(new Date(this.clock.nowMs() - failedRetentionDays * MS_PER_DAY));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, QueryTypes, WhereOptions } from 'sequelize';
import { Tx } from '../database/database';
import { EmailOutboxModel } from './email-outbox.model';
import { MailMessage } from './mailer';
import { ClaimedEmail, EmailDelivery, EmailStatus } from './mail.types';

interface NewEmail {
  id: string;
  message: MailMessage;
  createdAt: Date;
}

interface DeliverySearch {
  status?: EmailStatus;
  limit: number;
  offset: number;
}

/** What became of an e-mail an administrator asked to send again. */
type RequeueOutcome = 'requeued' | 'in-flight' | 'missing';

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: number | string;
}

/** Everything but the body, which carries one-time links. */
const LISTED_COLUMNS = [
  'id',
  'recipient',
  'subject',
  'status',
  'attempts',
  'lastError',
  'createdAt',
  'lastAttemptAt',
  'nextAttemptAt',
];

@Injectable()
export class EmailOutboxRepository {
  constructor(@InjectModel(EmailOutboxModel) private readonly rows: typeof EmailOutboxModel) {}

  async insert(email: NewEmail, tx: Tx): Promise<void> {
    const { to, subject, text, html } = email.message;
    const { id, createdAt } = email;
    await this.rows.create(
      {
        id,
        recipient: to,
        subject,
        text,
        html,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: createdAt,
        claimToken: null,
        createdAt,
      },
      { transaction: tx },
    );
  }

  /** Whether any pending e-mail is due: a read, so that a poll with nothing to do takes no write lock. */
  async hasDue(now: Date): Promise<boolean> {
    return (
      (await this.rows.findOne({
        attributes: ['id'],
        where: { status: 'pending', nextAttemptAt: { [Op.lte]: now } },
      })) !== null
    );
  }

  /**
   * Claims up to `limit` pending e-mails whose next attempt is due, in one statement: each gets
   * `claimToken`, one more attempt, and a next attempt at `leaseEnd`, so no other worker takes it
   * before then. On PostgreSQL rows another worker is claiming are skipped, not waited for; SQLite
   * runs one writing statement at a time.
   */
  async claimDue(now: Date, leaseEnd: Date, limit: number, claimToken: string, tx: Tx): Promise<ClaimedEmail[]> {
    const sequelize = this.rows.sequelize!;
    const skipLocked = sequelize.getDialect() === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
    const claimed = await sequelize.query<ClaimedRow>(
      `UPDATE "emailOutbox" SET "claimToken" = :claimToken, "attempts" = "attempts" + 1, "lastAttemptAt" = :now, "nextAttemptAt" = :leaseEnd ` +
        `WHERE "id" IN (SELECT "id" FROM "emailOutbox" WHERE "status" = 'pending' AND "nextAttemptAt" <= :now ORDER BY "nextAttemptAt" LIMIT :limit${skipLocked}) ` +
        `RETURNING "id", "recipient", "subject", "text", "html", "attempts"`,
      { replacements: { claimToken, now, leaseEnd, limit }, type: QueryTypes.SELECT, transaction: tx },
    );
    return claimed.map((row) => ({
      id: row.id,
      message: { to: row.recipient, subject: row.subject, text: row.text, html: row.html },
      attempts: Number(row.attempts),
      claimToken,
    }));
  }

  /** A delivered e-mail leaves the outbox; false when the claim was no longer this worker's. */
  async deleteClaimed(email: ClaimedEmail, tx: Tx): Promise<boolean> {
    return (await this.rows.destroy({ where: { id: email.id, claimToken: email.claimToken }, transaction: tx })) === 1;
  }

  /** Records a failed attempt: tried again at `nextAttemptAt`, or, with null, kept as failed. */
  async recordFailure(email: ClaimedEmail, error: string, nextAttemptAt: Date | null, tx: Tx): Promise<void> {
    const outcome = nextAttemptAt ? { status: 'pending', nextAttemptAt } : { status: 'failed' };
    await this.rows.update(
      { ...outcome, lastError: error, claimToken: null },
      { where: { id: email.id, claimToken: email.claimToken }, transaction: tx },
    );
  }

  /** E-mails with at least one failed attempt, newest first; `total` counts every match. */
  async searchFailing(search: DeliverySearch): Promise<{ deliveries: EmailDelivery[]; total: number }> {
    const where: WhereOptions = { lastError: { [Op.ne]: null }, ...(search.status ? { status: search.status } : {}) };
    const { rows, count } = await this.rows.findAndCountAll({
      attributes: LISTED_COLUMNS,
      where,
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: search.limit,
      offset: search.offset,
    });
    return { deliveries: rows.map(toEmailDelivery), total: count };
  }

  async findById(id: string): Promise<EmailDelivery | null> {
    const row = await this.rows.findByPk(id, { attributes: LISTED_COLUMNS });
    return row ? toEmailDelivery(row) : null;
  }

  /** Makes an undelivered e-mail due at `now` with all its attempts again, unless a worker holds it right now. */
  async requeue(id: string, now: Date): Promise<RequeueOutcome> {
    const [changed] = await this.rows.update(
      { status: 'pending', attempts: 0, nextAttemptAt: now },
      { where: { id, claimToken: null } },
    );
    if (changed === 1) return 'requeued';
    return (await this.rows.count({ where: { id } })) === 1 ? 'in-flight' : 'missing';
  }

  /** Deletes the e-mails given up on whose last attempt came before `cutoff`; answers how many. */
  async deleteFailedBefore(cutoff: Date): Promise<number> {
    return this.rows.destroy({ where: { status: 'failed', lastAttemptAt: { [Op.lt]: cutoff } } });
  }

  async countByStatus(): Promise<Record<EmailStatus, number>> {
    const counts = (await this.rows.count({ group: ['status'] })) as unknown as Array<{
      status: string;
      count: number | string;
    }>;
    const byStatus: Record<EmailStatus, number> = { pending: 0, failed: 0 };
    for (const { status, count } of counts)
      if (status === 'pending' || status === 'failed') byStatus[status] = Number(count);
    return byStatus;
  }
}

function toEmailDelivery(row: EmailOutboxModel): EmailDelivery {
  const status = row.status as EmailStatus;
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: new Date(row.createdAt),
    lastAttemptAt: row.lastAttemptAt ? new Date(row.lastAttemptAt) : null,
    nextAttemptAt: status === 'pending' ? new Date(row.nextAttemptAt) : null,
  };
}

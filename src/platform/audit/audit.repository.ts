import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/sequelize';
import { Op, WhereOptions, col, fn } from 'sequelize';
import { likeText } from '../database/like-pattern';
import { PreparedStatement, insertStatement, queryPostgres } from '../database/postgres-query';
import { AuditEventModel } from './audit-event.model';
import { AuditAction } from './audit-actions';
import { AuditOrigin } from './audit-caller';
import { AuditEvent, AuditSearch, AuditTargetType } from './audit.types';

const SEARCHED_COLUMNS = [
  'action',
  'actorId',
  'impersonatedBy',
  'targetId',
  'ipAddress',
  'userAgent',
  'result',
  'metadata',
];

const EVENT_COLUMNS = [
  'id',
  'action',
  'actorId',
  'impersonatedBy',
  'targetType',
  'targetId',
  'ipAddress',
  'userAgent',
  'result',
  'metadata',
  'origin',
  'createdAt',
] as const;

@Injectable()
export class AuditRepository {
  private insertStatement?: PreparedStatement;

  constructor(@InjectModel(AuditEventModel) private readonly events: typeof AuditEventModel) {}

  async create(event: AuditEvent): Promise<void> {
    const row: Record<(typeof EVENT_COLUMNS)[number], unknown> = {
      ...event,
      metadata: event.metadata ? JSON.stringify(event.metadata) : null,
    };
    if (this.events.sequelize!.getDialect() === 'postgres') {
      // Sign-ins and most changes write one: a fixed prepared insert, without Sequelize's model building.
      this.insertStatement ??= insertStatement('auditEvent', EVENT_COLUMNS);
      await queryPostgres(
        this.events.sequelize!,
        this.insertStatement,
        EVENT_COLUMNS.map((column) => row[column] ?? null),
        { reads: false },
      );
      return;
    }
    await this.events.create(row);
  }

  /** Newest first; `total` counts every match, not only the page. */
  async search(criteria: AuditSearch): Promise<{ events: AuditEvent[]; total: number }> {
    const conditions: WhereOptions[] = [];
    for (const field of ['actorId', 'targetId', 'action', 'result'] as const) {
      if (criteria[field] !== undefined) conditions.push({ [field]: criteria[field] });
    }
    if (criteria.from) conditions.push({ createdAt: { [Op.gte]: criteria.from } });
    if (criteria.to) conditions.push({ createdAt: { [Op.lte]: criteria.to } });
    if (criteria.text) {
      const text = criteria.text.toLowerCase();
      const escape = (value: string) => this.events.sequelize!.escape(value);
      conditions.push({
        [Op.or]: SEARCHED_COLUMNS.map((column) => likeText(fn('lower', col(column)), text, 'contains', escape)),
      });
    }
    const { rows, count } = await this.events.findAndCountAll({
      where: { [Op.and]: conditions },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: criteria.limit,
      offset: criteria.offset,
    });
    return { events: rows.map(toAuditEvent), total: count };
  }

  /** Deletes the events made before `cutoff`; answers how many went. */
  deleteOlderThan(cutoff: Date): Promise<number> {
    return this.events.destroy({ where: { createdAt: { [Op.lt]: cutoff } } });
  }
}

function toAuditEvent(row: AuditEventModel): AuditEvent {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actorId: row.actorId,
    impersonatedBy: row.impersonatedBy,
    targetType: row.targetType as AuditTargetType | null,
    targetId: row.targetId,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    result: row.result,
    metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : null,
    origin: (row.origin as AuditOrigin | null) ?? null,
    createdAt: new Date(row.createdAt),
  };
}

import { Injectable, Logger } from '@nestjs/common';
import { AuthError } from '../common/errors/auth-error';
import { generateId } from '../common/crypto/random';
import { Clock } from '../common/time/clock';
import { AuditCaller } from './audit-caller';
import { AuditSweeper } from './audit-sweeper';
import { AuditRepository } from './audit.repository';
import { DEFAULT_AUDIT_PAGE_SIZE } from './audit.constants';
import { AuditAction, auditActionList } from './audit-actions';
import { AUDIT_SUCCESS, AuditDetails, AuditEvent } from './audit.types';
import { ListAuditEventsQuery } from './dto/list-audit-events.query';

/** Code recorded for a failure that is not a catalogue error. */
const UNEXPECTED_FAILURE = 'INTERNAL_SERVER_ERROR';

@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(
    private readonly events: AuditRepository,
    private readonly sweeper: AuditSweeper,
    private readonly clock: Clock,
  ) {}

  /**
   * Records one event done by `caller`. Never fails: an audited action must not fail because its
   * record could not be written, so a failed write is logged instead.
   */
  async record(action: AuditAction, caller: AuditCaller, result: string, details: AuditDetails = {}): Promise<void> {
    const event: AuditEvent = {
      id: generateId(),
      action,
      actorId: details.actorId !== undefined ? details.actorId : caller.actorId,
      impersonatedBy: caller.impersonatedBy,
      targetType: details.targetType ?? null,
      targetId: details.targetId ?? null,
      ipAddress: caller.ipAddress,
      userAgent: caller.userAgent,
      result,
      metadata: details.metadata ?? null,
      origin: caller.origin,
      createdAt: this.clock.now(),
    };
    try {
      await this.events.create(event);
    } catch (error) {
      this.logger.error({ err: error, action, result }, 'Could not record an audit event');
    }
  }

  /** Records how an action ended: success, or the code of the error it threw (which goes on up). */
  async recordOutcome<T>(
    action: AuditAction,
    caller: AuditCaller,
    work: () => Promise<T>,
    describe: (result: T | undefined) => AuditDetails,
  ): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.record(
        action,
        caller,
        error instanceof AuthError ? error.code : UNEXPECTED_FAILURE,
        describe(undefined),
      );
      throw error;
    }
    await this.record(action, caller, AUDIT_SUCCESS, describe(result));
    return result;
  }

  /** Every action that can be recorded, with its label and group. */
  actions(): ReturnType<typeof auditActionList> {
    return auditActionList();
  }

  /** A page of events, newest first; events past their retention are swept first, so none is shown. */
  async list(
    query: ListAuditEventsQuery,
  ): Promise<{ events: AuditEvent[]; total: number; limit: number; offset: number }> {
    await this.sweeper.sweepIfDue();
    const limit = query.limit ?? DEFAULT_AUDIT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { events, total } = await this.events.search({
      actorId: query.actorId,
      targetId: query.targetId,
      action: query.action,
      result: query.result,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      text: query.searchValue,
      limit,
      offset,
    });
    return { events, total, limit, offset };
  }
}

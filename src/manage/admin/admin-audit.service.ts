import { Injectable } from '@nestjs/common';
import { AuditUserName } from '../../platform/audit/audit-csv';
import { AuditService } from '../../platform/audit/audit.service';
import { AuditEvent } from '../../platform/audit/audit.types';
import { ListAuditEventsQuery } from '../../platform/audit/dto/list-audit-events.query';
import { UserDirectory } from '../../identity/user/user-directory';

export interface NamedAuditPage {
  events: AuditEvent[];
  total: number;
  limit: number;
  offset: number;
  /** Each user the page's events name (actors, impersonators, user targets), by id; a user since deleted is absent. */
  users: Map<string, AuditUserName>;
}

/** The users an event names: who acted, who impersonated them, and a user it acted on. */
function userIdsOf(event: AuditEvent): string[] {
  const ids = [event.actorId, event.impersonatedBy, event.targetType === 'user' ? event.targetId : null];
  return ids.filter((id): id is string => id !== null);
}

/** The audit log as administrators read it: a page of events with the names of the people in it. */
@Injectable()
export class AdminAuditService {
  constructor(
    private readonly audit: AuditService,
    private readonly directory: UserDirectory,
  ) {}

  async list(query: ListAuditEventsQuery): Promise<NamedAuditPage> {
    const page = await this.audit.list(query);
    const names = await this.directory.namesOf(page.events.flatMap(userIdsOf));
    const users = new Map([...names].map(([id, user]) => [id, { name: user.name, email: user.email }]));
    return { ...page, users };
  }
}

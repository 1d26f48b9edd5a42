import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { SessionService } from '../../identity/session/session.service';
import { Session } from '../../identity/session/session.types';

/** An administrator ending other users' sessions; the events name sessions by id, never by token. */
@Injectable()
export class AdminSessionsService {
  constructor(
    private readonly sessions: SessionService,
    readonly audit: AuditService,
  ) {}

  /** Ends the session of `token`, whoever's it is; the event names its user, or nobody when it was not live. */
  @Audited('admin.revoke-user-session', (_args, ended?: Session | null) => ({
    targetType: 'user',
    targetId: ended?.userId ?? null,
    metadata: ended ? { sessionId: ended.id } : undefined,
  }))
  async revokeSession(_auditCaller: AuditCaller, token: string): Promise<Session | null> {
    const session = await this.sessions.findByToken(token);
    await this.sessions.end(token);
    return session;
  }

  @Audited('admin.revoke-user-sessions', ([userId]: [string]) => ({ targetType: 'user', targetId: userId }))
  revokeSessions(_auditCaller: AuditCaller, userId: string): Promise<void> {
    return this.sessions.revokeAll(userId);
  }
}

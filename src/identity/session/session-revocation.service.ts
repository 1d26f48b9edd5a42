import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../platform/audit/audit.types';
import { SessionService } from './session.service';
import { ActiveSession, Session } from './session.types';

/** The ends of a user's own sessions, each one an audit event naming the session by id, never by token. */
@Injectable()
export class SessionRevocationService {
  constructor(
    private readonly sessions: SessionService,
    readonly audit: AuditService,
  ) {}

  /**
   * Ends the session of the cookie's token; recorded for its user (and administrator, if it was an impersonation) when
   * it was live.
   */
  async signOut(caller: AuditCaller, token: string): Promise<void> {
    const session = await this.sessions.findByToken(token);
    await this.sessions.end(token);
    if (!session) return;
    const owner = { ...caller, actorId: session.userId, impersonatedBy: session.impersonatedBy ?? null };
    await this.audit.record('sign-out', owner, AUDIT_SUCCESS, {
      targetType: 'user',
      targetId: session.userId,
      metadata: { sessionId: session.id },
    });
  }

  /** Another user's token is left alone, and the event then names no session. */
  @Audited('revoke-session', ([current]: [ActiveSession], revoked?: Session | null) => ({
    targetType: 'user',
    targetId: current.user.id,
    metadata: revoked ? { sessionId: revoked.id } : undefined,
  }))
  revoke(_auditCaller: AuditCaller, current: ActiveSession, token: string): Promise<Session | null> {
    return this.sessions.revoke(current.user.id, token);
  }

  @Audited('revoke-sessions', ([current]: [ActiveSession]) => ({ targetType: 'user', targetId: current.user.id }))
  revokeAll(_auditCaller: AuditCaller, current: ActiveSession): Promise<void> {
    return this.sessions.revokeAll(current.user.id);
  }

  @Audited('revoke-other-sessions', ([current]: [ActiveSession]) => ({ targetType: 'user', targetId: current.user.id }))
  revokeOthers(_auditCaller: AuditCaller, current: ActiveSession): Promise<void> {
    return this.sessions.revokeOthers(current.user.id, current.session.token);
  }
}

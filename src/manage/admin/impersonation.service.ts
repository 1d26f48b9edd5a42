import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession, RequestMeta } from '../../identity/session/session.types';
import { UserService } from '../../identity/user/user.service';
import { AdminRoles } from '../../identity/access/admin-roles';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';

export interface AdminSessionCookie {
  token: string;
  dontRemember: boolean;
}

@Injectable()
export class ImpersonationService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly roles: AdminRoles,
    readonly audit: AuditService,
  ) {}

  /** A one-hour session as the target user, flagged with the administrator; never nested, never as an admin. */
  @Audited('admin.impersonate-user', ([, targetId]: [ActiveSession, string]) => ({ targetType: 'user', targetId }))
  async impersonate(
    _auditCaller: AuditCaller,
    admin: ActiveSession,
    targetId: string,
    meta: RequestMeta,
  ): Promise<ActiveSession> {
    if (admin.session.impersonatedBy) throw new AuthError(ADMIN_ERRORS.YOU_ARE_ALREADY_IMPERSONATING);
    const target = await this.users.getById(targetId);
    if (!this.config.admin.allowImpersonatingAdmins && this.roles.isAdmin(target)) {
      throw new AuthError(ADMIN_ERRORS.YOU_CANNOT_IMPERSONATE_ADMINS);
    }
    const session = await this.sessions.createImpersonation({
      userId: target.id,
      adminId: admin.user.id,
      expiresInSeconds: this.config.admin.impersonationSessionDurationSeconds,
      ...meta,
    });
    return { session, user: target };
  }

  /** Ends the impersonation session and gives back the administrator's own, which must still be live. */
  @Audited('admin.stop-impersonating', ([current]: [ActiveSession]) => ({
    actorId: current.session.impersonatedBy ?? current.user.id,
    targetType: 'user',
    targetId: current.user.id,
  }))
  async stop(
    _auditCaller: AuditCaller,
    current: ActiveSession,
    saved: AdminSessionCookie | null,
  ): Promise<ActiveSession> {
    const adminId = current.session.impersonatedBy;
    if (!adminId) throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_IMPERSONATING_ANYONE);
    const admin = await this.users.findById(adminId);
    if (!admin) throw new AuthError(ADMIN_ERRORS.FAILED_TO_FIND_USER);
    const adminSession = saved ? await this.sessions.findByToken(saved.token) : null;
    if (!adminSession || adminSession.userId !== adminId)
      throw new AuthError(ADMIN_ERRORS.FAILED_TO_FIND_ADMIN_SESSION);
    await this.sessions.end(current.session.token);
    return { session: adminSession, user: admin };
  }
}

import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { AuditCallers } from '../../platform/audit/audit-caller';
import { AuditService } from '../../platform/audit/audit.service';
import { isAuditAction } from '../../platform/audit/audit-actions';
import { PermissionRequest } from '../../platform/common/access/access-control';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { SessionRequest } from '../session/session-request';
import { SensitiveSession, SessionGuard } from '../session/session.guard';
import { AdminRoles } from './admin-roles';

const ADMIN_PERMISSION = 'admin:permission';

interface RequiredPermission {
  request: PermissionRequest;
  refusal: ErrorEntry;
}

/** Refuses callers whose roles lack the permission, with the action's own "You are not allowed to …". */
@Injectable()
export class AdminPermissionGuard implements CanActivate {
  constructor(
    private readonly roles: AdminRoles,
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
    private readonly callers: AuditCallers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.get<RequiredPermission>(ADMIN_PERMISSION, context.getHandler());
    const req = context.switchToHttp().getRequest<SessionRequest>();
    const caller = req.authSession;
    if (!caller) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    if (await this.roles.can(caller.user, required.request)) return true;
    // A signed-in user trying an admin action is worth an audit event even though it never runs.
    const action = `admin.${this.reflector.get<string>(PATH_METADATA, context.getHandler())}`;
    if (isAuditAction(action)) {
      const userId = (req.body as { userId?: unknown } | undefined)?.userId;
      await this.audit.record(action, this.callers.of(req), required.refusal.code, {
        targetType: 'user',
        targetId: typeof userId === 'string' ? userId : null,
      });
    }
    throw new AuthError(required.refusal);
  }
}

/** A signed-in caller (read past the cookie cache, so a revoked admin stops at once) with the permission. */
export function AdminPermission(request: PermissionRequest, refusal: ErrorEntry) {
  return applyDecorators(
    SetMetadata(ADMIN_PERMISSION, { request, refusal }),
    SensitiveSession(),
    UseGuards(SessionGuard, AdminPermissionGuard),
    ApiErrors(BASE_ERRORS.UNAUTHORIZED, refusal),
  );
}

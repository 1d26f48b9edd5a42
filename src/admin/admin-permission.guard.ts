import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PermissionRequest } from '../common/access/access-control';
import { AuthError } from '../common/errors/auth-error';
import { BASE_ERRORS } from '../common/errors/base.errors';
import { ErrorEntry } from '../common/errors/define-errors';
import { ApiErrors } from '../common/http/api-errors.decorator';
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
  constructor(private readonly roles: AdminRoles, private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.get<RequiredPermission>(ADMIN_PERMISSION, context.getHandler());
    const caller = context.switchToHttp().getRequest<SessionRequest>().authSession;
    if (!caller) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    if (!this.roles.can(caller.user, required.request)) throw new AuthError(required.refusal);
    return true;
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

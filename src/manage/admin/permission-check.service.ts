import { Injectable } from '@nestjs/common';
import { PermissionRequest, isStatements } from '../../platform/common/access/access-control';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { AdminRoles } from '../../identity/access/admin-roles';
import { PERMISSION_CHECK_USER_NOT_FOUND } from './admin.constants';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';

export interface PermissionCheck {
  userId?: string;
  role?: string;
  permissions?: Record<string, unknown>;
  permission?: Record<string, unknown>;
}

@Injectable()
export class PermissionCheckService {
  constructor(
    private readonly roles: AdminRoles,
    private readonly users: UserService,
  ) {}

  /**
   * With a session the caller is checked; a trusted backend (service key) may instead name a user or
   * a role. A missing permission is an answer (`false`), not an error.
   */
  async check(caller: ActiveSession | null, isServer: boolean, input: PermissionCheck): Promise<boolean> {
    const request = readRequest(input.permissions ?? input.permission);
    if (caller) return this.roles.can(caller.user, request);
    if (!isServer) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    if (input.role) return await this.roles.can({ id: input.userId ?? '', role: input.role }, request);
    if (!input.userId) throw new AuthError(ADMIN_ERRORS.USER_ID_OR_ROLE_IS_REQUIRED);
    const user = await this.users.findById(input.userId);
    if (!user)
      throw new AuthError(USER_ERRORS.USER_NOT_FOUND, { status: 400, message: PERMISSION_CHECK_USER_NOT_FOUND });
    return this.roles.can(user, request);
  }
}

function readRequest(value: Record<string, unknown> | undefined): PermissionRequest {
  if (!value) throw new AuthError(ADMIN_ERRORS.INVALID_PERMISSION_CHECK_NO_PERMISSIONS_WERE_PASSED);
  if (!isStatements(value)) throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
  return value;
}

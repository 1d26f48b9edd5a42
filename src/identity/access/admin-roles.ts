import { Injectable } from '@nestjs/common';
import { PermissionRequest, RoleGrants, rolesAllow, splitRoles } from '../../platform/common/access/access-control';
import { AppConfig } from '../../platform/config/app-config';
import { AuthError } from '../../platform/common/errors/auth-error';
import { User } from '../user/user.types';
import {
  ACCOUNT_LOCKOUT_ADMIN_GRANTS,
  ADMIN_STATEMENTS,
  AUDIT_ADMIN_GRANTS,
  MAIL_ADMIN_GRANTS,
  ORGANIZATION_ADMIN_GRANTS,
  SECOND_FACTOR_ADMIN_GRANTS,
  USER_ROLE_GRANTS,
} from './admin.constants';
import { ADMIN_ERRORS } from './admin.errors';

/** Who may do what among the admin actions: admin roles, the plain user role, and always-allowed ids. */
@Injectable()
export class AdminRoles {
  private readonly definitions: Record<string, RoleGrants>;

  constructor(private readonly config: AppConfig) {
    this.definitions = { user: USER_ROLE_GRANTS };
    for (const [role, grants] of Object.entries(config.admin.roles)) {
      this.definitions[role] = grants;
    }
    for (const role of config.admin.adminRoles) {
      this.definitions[role] = {
        ...ADMIN_STATEMENTS,
        ...AUDIT_ADMIN_GRANTS,
        ...ACCOUNT_LOCKOUT_ADMIN_GRANTS,
        ...MAIL_ADMIN_GRANTS,
        ...SECOND_FACTOR_ADMIN_GRANTS,
        ...ORGANIZATION_ADMIN_GRANTS,
      };
    }
  }

  /** Whether the role is defined: `user`, an admin role or a configured one. */
  exists(role: string): boolean {
    return Object.hasOwn(this.definitions, role);
  }

  /** Refuses roles (comma-joined or listed) of which any is not defined, as Better Auth 1.7 does. */
  assertDefined(roles: string | string[]): void {
    const asked = (Array.isArray(roles) ? roles : [roles]).flatMap(splitRoles);
    if (!asked.every((role) => this.exists(role)))
      throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE);
  }

  can(user: Pick<User, 'id' | 'role'>, request: PermissionRequest): boolean {
    if (this.config.adminUserIds.includes(user.id)) return true;
    const roles = splitRoles(user.role ?? this.config.admin.defaultRole);
    return rolesAllow(roles, this.definitions, request);
  }

  /** Whether a role string (any of its comma-joined roles) grants the request; no id bypass. */
  roleCan(role: string, request: PermissionRequest): boolean {
    return rolesAllow(splitRoles(role), this.definitions, request);
  }

  isAdmin(user: Pick<User, 'id' | 'role'>): boolean {
    if (this.config.adminUserIds.includes(user.id)) return true;
    return splitRoles(user.role ?? this.config.admin.defaultRole).some((role) =>
      this.config.admin.adminRoles.includes(role),
    );
  }
}

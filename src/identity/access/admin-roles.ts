import { Injectable } from '@nestjs/common';
import { PermissionRequest, RoleGrants, rolesAllow, splitRoles } from '../../platform/common/access/access-control';
import { AppConfig } from '../../platform/config/app-config';
import { AuthError } from '../../platform/common/errors/auth-error';
import { User } from '../user/user.types';
import { ADMIN_STATEMENT_CATALOGUE, USER_ROLE_GRANTS } from './admin.constants';
import { ADMIN_ERRORS } from './admin.errors';
import { StoredAdminRoles } from './stored-admin-roles';

/**
 * Who may do what among the admin actions: the predefined roles (`user`, the admin roles, ADMIN_ROLES),
 * the roles made at run time, and always-allowed ids.
 */
@Injectable()
export class AdminRoles {
  private readonly predefined: Readonly<Record<string, RoleGrants>>;

  constructor(
    private readonly config: AppConfig,
    private readonly stored: StoredAdminRoles,
  ) {
    const definitions: Record<string, RoleGrants> = { user: USER_ROLE_GRANTS };
    for (const [role, grants] of Object.entries(config.admin.roles)) definitions[role] = grants;
    for (const role of config.admin.adminRoles) definitions[role] = ADMIN_STATEMENT_CATALOGUE;
    this.predefined = Object.freeze(definitions);
  }

  /** Every resource and its actions on the admin side. */
  statements(): RoleGrants {
    return ADMIN_STATEMENT_CATALOGUE;
  }

  /** The roles of the configuration (and `user`), which cannot be changed at run time. */
  predefinedRoles(): Readonly<Record<string, RoleGrants>> {
    return this.predefined;
  }

  isPredefined(role: string): boolean {
    return Object.hasOwn(this.predefined, role);
  }

  /** Whether the role is defined: predefined or made at run time. */
  async exists(role: string): Promise<boolean> {
    return this.isPredefined(role) || (await this.stored.all()).has(role);
  }

  /** Refuses roles (comma-joined or listed) of which any is not defined, as Better Auth 1.7 does. */
  async assertDefined(roles: string | string[]): Promise<void> {
    const asked = (Array.isArray(roles) ? roles : [roles]).flatMap(splitRoles);
    const known = await Promise.all(asked.map((role) => this.exists(role)));
    if (!known.every(Boolean)) throw new AuthError(ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE);
  }

  async can(user: Pick<User, 'id' | 'role'>, request: PermissionRequest): Promise<boolean> {
    if (this.config.adminUserIds.includes(user.id)) return true;
    return rolesAllow(this.rolesOf(user), await this.definitions(), request);
  }

  /** The statements of `request` the user lacks, as `resource:action`. */
  async missing(user: Pick<User, 'id' | 'role'>, request: PermissionRequest): Promise<string[]> {
    const missing: string[] = [];
    for (const [resource, actions] of Object.entries(request)) {
      for (const action of actions) {
        if (!(await this.can(user, { [resource]: [action] }))) missing.push(`${resource}:${action}`);
      }
    }
    return missing;
  }

  isAdmin(user: Pick<User, 'id' | 'role'>): boolean {
    if (this.config.adminUserIds.includes(user.id)) return true;
    return this.rolesOf(user).some((role) => this.config.admin.adminRoles.includes(role));
  }

  private rolesOf(user: Pick<User, 'role'>): string[] {
    return splitRoles(user.role ?? this.config.admin.defaultRole);
  }

  /** Predefined roles win over a stored role of the same name, which can only come from outside this service. */
  private async definitions(): Promise<Readonly<Record<string, RoleGrants>>> {
    const stored = await this.stored.all();
    if (stored.size === 0) return this.predefined;
    const definitions: Record<string, RoleGrants> = {};
    for (const [name, role] of stored) definitions[name] = role.permission;
    return { ...definitions, ...this.predefined };
  }
}

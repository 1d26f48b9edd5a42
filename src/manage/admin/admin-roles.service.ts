import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { AuditService } from '../../platform/audit/audit.service';
import { Audited } from '../../platform/audit/audited.decorator';
import { RoleGrants } from '../../platform/common/access/access-control';
import { generateId } from '../../platform/common/crypto/random';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { Clock } from '../../platform/common/time/clock';
import { AdminRoleKey, AdminRoleRepository } from '../../identity/access/admin-role.repository';
import { StoredAdminRole } from '../../identity/access/admin-role.types';
import { AdminRoles } from '../../identity/access/admin-roles';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { StoredAdminRoles } from '../../identity/access/stored-admin-roles';
import { User } from '../../identity/user/user.types';
import { UserService } from '../../identity/user/user.service';

export interface AdminRoleKeyInput {
  roleName?: string;
  roleId?: string;
}

export interface AdminRoleChanges {
  permission?: Record<string, string[]>;
  roleName?: string;
}

/**
 * Admin roles made at run time, with the rules Better Auth 1.7 gives an organization's: a name no
 * other role has, statements only of known resources and actions, none its maker lacks, and no deleting
 * a role someone holds. Every change is told to every instance.
 */
@Injectable()
export class AdminRolesService {
  constructor(
    private readonly roles: AdminRoles,
    private readonly repository: AdminRoleRepository,
    private readonly stored: StoredAdminRoles,
    private readonly users: UserService,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  list(): Promise<StoredAdminRole[]> {
    return this.repository.listAll();
  }

  async get(key: AdminRoleKeyInput): Promise<StoredAdminRole> {
    return this.find(key);
  }

  @Audited('admin.create-role', (_args, role: StoredAdminRole | undefined) => ({
    targetType: 'role',
    targetId: role?.id ?? null,
    metadata: role ? { role: role.role, permission: role.permission } : undefined,
  }))
  async create(
    _auditCaller: AuditCaller,
    admin: User,
    input: { role: string; permission: RoleGrants },
  ): Promise<StoredAdminRole> {
    const name = input.role.toLowerCase();
    await this.assertNameFree(name);
    await this.assertGrantable(admin, input.permission, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE);
    const now = this.clock.now();
    const role: StoredAdminRole = {
      id: generateId(),
      role: name,
      permission: input.permission,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.repository.create(role))) throw new AuthError(ADMIN_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
    await this.stored.changed();
    return role;
  }

  @Audited('admin.update-role', ([, , changes]: [User, AdminRoleKeyInput, AdminRoleChanges], role) => ({
    targetType: 'role',
    targetId: role?.id ?? null,
    metadata: { fields: Object.keys(changes) },
  }))
  async update(
    _auditCaller: AuditCaller,
    admin: User,
    key: AdminRoleKeyInput,
    changes: AdminRoleChanges,
  ): Promise<StoredAdminRole> {
    const role = await this.find(key);
    if (changes.permission) {
      await this.assertGrantable(admin, changes.permission, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE);
    }
    const name = changes.roleName?.toLowerCase();
    if (name !== undefined && name !== role.role) {
      await this.assertNameFree(name);
      // The holders' stored roles name the old one; renaming would take it from them silently.
      await this.assertNotHeld(role.role);
    }
    const updated = {
      ...role,
      ...(name ? { role: name } : {}),
      ...(changes.permission ? { permission: changes.permission } : {}),
    };
    updated.updatedAt = this.clock.now();
    const changed = await this.repository.update(role.id, {
      role: updated.role,
      permission: updated.permission,
      updatedAt: updated.updatedAt,
    });
    if (!changed) throw new AuthError(ADMIN_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
    await this.stored.changed();
    return updated;
  }

  @Audited('admin.delete-role', (_args, role: StoredAdminRole | undefined) => ({
    targetType: 'role',
    targetId: role?.id ?? null,
    metadata: role ? { role: role.role } : undefined,
  }))
  async delete(_auditCaller: AuditCaller, key: AdminRoleKeyInput): Promise<StoredAdminRole> {
    if (key.roleName !== undefined && this.roles.isPredefined(key.roleName)) {
      throw new AuthError(ADMIN_ERRORS.CANNOT_DELETE_A_PRE_DEFINED_ROLE);
    }
    const role = await this.find(key);
    await this.assertNotHeld(role.role);
    await this.repository.delete(role.id);
    await this.stored.changed();
    return role;
  }

  private async find(key: AdminRoleKeyInput): Promise<StoredAdminRole> {
    const which: AdminRoleKey | null =
      key.roleName !== undefined ? { role: key.roleName } : key.roleId !== undefined ? { id: key.roleId } : null;
    const role = which && (await this.repository.find(which));
    if (!role) throw new AuthError(ADMIN_ERRORS.ROLE_NOT_FOUND);
    return role;
  }

  private async assertNameFree(name: string): Promise<void> {
    if (this.roles.isPredefined(name) || (await this.repository.find({ role: name }))) {
      throw new AuthError(ADMIN_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
    }
  }

  private async assertNotHeld(name: string): Promise<void> {
    if ((await this.users.countHoldingRole(name)) > 0) throw new AuthError(ADMIN_ERRORS.ROLE_IS_ASSIGNED_TO_USERS);
  }

  /** Only known resources and actions, and none the maker lacks (a role cannot raise anyone above its maker). */
  private async assertGrantable(admin: User, permission: RoleGrants, refusal: ErrorEntry): Promise<void> {
    const catalogue = this.roles.statements();
    const resources = Object.keys(permission);
    if (!resources.every((resource) => Object.hasOwn(catalogue, resource))) {
      throw new AuthError(ADMIN_ERRORS.INVALID_RESOURCE);
    }
    if (!resources.every((resource) => permission[resource].every((action) => catalogue[resource].includes(action)))) {
      throw new AuthError(ADMIN_ERRORS.INVALID_ACTION);
    }
    const missingPermissions = await this.roles.missing(admin, permission);
    if (missingPermissions.length > 0) throw new AuthError(refusal, { details: { missingPermissions } });
  }
}

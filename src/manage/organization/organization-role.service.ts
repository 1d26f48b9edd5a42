import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuditDetails } from '../../platform/audit/audit.types';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { OrganizationRoles } from '../../identity/access/organization-roles';
import { ActiveSession } from '../../identity/session/session.types';
import { OrganizationAccess } from './organization-access';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Member, OrganizationRole, RoleRef } from './organization.types';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRoleRepository } from './repositories/organization-role.repository';

type Permission = Record<string, string[]>;

export interface NewRoleInput {
  organizationId?: string;
  role: string;
  permission: Permission;
}

/** Names a role by `roleName` (which wins when both are given) or `roleId`. */
export interface RoleRefInput {
  organizationId?: string;
  roleName?: string;
  roleId?: string;
}

export interface RoleChangesInput extends RoleRefInput {
  data: { permission?: Permission; roleName?: string };
}

/** The audit event's target and details: the role as it came out, else as the call named it. */
function described(
  caller: ActiveSession,
  input: RoleRefInput & { role?: string },
  role?: OrganizationRole,
): AuditDetails {
  return {
    targetType: 'organization',
    targetId: role?.organizationId ?? input.organizationId ?? caller.session.activeOrganizationId ?? null,
    metadata: { role: role?.role ?? input.role ?? input.roleName, roleId: role?.id ?? input.roleId },
  };
}

/**
 * The roles an organization makes at run time, as Better Auth 1.7's dynamic access control keeps them:
 * members with the `ac` statement manage them, a role never grants what its maker lacks, predefined names
 * stay predefined, and a role someone holds is not deleted.
 */
@Injectable()
export class OrganizationRoleService {
  constructor(
    private readonly stored: OrganizationRoleRepository,
    private readonly members: MemberRepository,
    private readonly access: OrganizationAccess,
    private readonly roles: OrganizationRoles,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  @Audited('organization.create-role', ([caller, input]: [ActiveSession, NewRoleInput], created?: OrganizationRole) =>
    described(caller, input, created),
  )
  async create(_auditCaller: AuditCaller, caller: ActiveSession, input: NewRoleInput): Promise<OrganizationRole> {
    const organizationId = this.access.organizationIdOf(caller, input.organizationId, {
      error: ORGANIZATION_ERRORS.YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE,
    });
    const name = input.role.toLowerCase();
    if (this.roles.isPredefined(name)) throw new AuthError(ORGANIZATION_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
    const refusal = ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE;
    const member = await this.manager(caller, organizationId, 'create', refusal);
    await this.assertGrantable(member, input.permission, refusal);
    await this.assertNameFree(organizationId, name);
    const created = await this.stored.create({
      id: generateId(),
      organizationId,
      role: name,
      permission: input.permission,
      createdAt: this.clock.now(),
      updatedAt: null,
    });
    if (!created) throw new AuthError(ORGANIZATION_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
    return created;
  }

  /**
   * Changes a role's permission or name. The answer is the role as found with the changes over it; its
   * `updatedAt` is the one found, as Better Auth 1.7 answers, while the row takes the time of the change.
   */
  @Audited('organization.update-role', ([caller, input]: [ActiveSession, RoleChangesInput], role?: OrganizationRole) =>
    described(caller, input, role),
  )
  async update(_auditCaller: AuditCaller, caller: ActiveSession, input: RoleChangesInput): Promise<OrganizationRole> {
    const organizationId = this.activeOrganizationOf(caller, input.organizationId);
    const refusal = ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE;
    const member = await this.manager(caller, organizationId, 'update', refusal);
    const role = await this.get(organizationId, input);
    const { permission } = input.data;
    if (permission) await this.assertGrantable(member, permission, refusal);
    const name = input.data.roleName?.toLowerCase();
    if (name) {
      if (this.roles.isPredefined(name)) throw new AuthError(ORGANIZATION_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
      await this.assertNameFree(organizationId, name);
    }
    if (!(await this.stored.update(role.id, { role: name, permission }, this.clock.now())))
      throw new AuthError(ORGANIZATION_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
    return { ...role, role: name ?? role.role, permission: permission ?? role.permission };
  }

  @Audited('organization.delete-role', ([caller, input]: [ActiveSession, RoleRefInput], role?: OrganizationRole) =>
    described(caller, input, role),
  )
  async delete(_auditCaller: AuditCaller, caller: ActiveSession, input: RoleRefInput): Promise<OrganizationRole> {
    const organizationId = this.activeOrganizationOf(caller, input.organizationId);
    await this.manager(caller, organizationId, 'delete', ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE);
    if (input.roleName && this.roles.isPredefined(input.roleName))
      throw new AuthError(ORGANIZATION_ERRORS.CANNOT_DELETE_A_PRE_DEFINED_ROLE);
    const role = await this.get(organizationId, input);
    if (await this.members.anyHolds(organizationId, role.role))
      throw new AuthError(ORGANIZATION_ERRORS.ROLE_IS_ASSIGNED_TO_MEMBERS);
    await this.stored.delete(role.id);
    return role;
  }

  async list(caller: ActiveSession, organizationId: string | undefined): Promise<OrganizationRole[]> {
    const id = this.activeOrganizationOf(caller, organizationId);
    await this.manager(caller, id, 'read', ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE);
    return this.stored.listByOrganization(id);
  }

  async read(caller: ActiveSession, input: RoleRefInput): Promise<OrganizationRole> {
    const organizationId = this.activeOrganizationOf(caller, input.organizationId);
    await this.manager(caller, organizationId, 'read', ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE);
    return this.get(organizationId, input);
  }

  private activeOrganizationOf(caller: ActiveSession, given: string | undefined): string {
    return this.access.organizationIdOf(caller, given, { error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION });
  }

  /** The caller's membership, when their role grants `ac:<action>`. */
  private async manager(
    caller: ActiveSession,
    organizationId: string,
    action: 'create' | 'read' | 'update' | 'delete',
    refusal: ErrorEntry,
  ): Promise<Member> {
    const member = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    await this.access.assertMay(member, { ac: [action] }, { error: refusal });
    return member;
  }

  private async get(organizationId: string, input: RoleRefInput): Promise<OrganizationRole> {
    const ref: RoleRef | null = input.roleName
      ? { roleName: input.roleName }
      : input.roleId
        ? { roleId: input.roleId }
        : null;
    const role = ref && (await this.stored.find(organizationId, ref));
    if (!role) throw new AuthError(ORGANIZATION_ERRORS.ROLE_NOT_FOUND);
    return role;
  }

  /** Refuses resources no statement has, then any action the member could not do themselves. */
  private async assertGrantable(member: Member, permission: Permission, refusal: ErrorEntry): Promise<void> {
    const statements = this.roles.statements();
    if (Object.keys(permission).some((resource) => !Object.hasOwn(statements, resource)))
      throw new AuthError(ORGANIZATION_ERRORS.INVALID_RESOURCE);
    const missingPermissions = await this.roles.missingAmong(member.organizationId, member.role, permission);
    if (missingPermissions.length > 0) throw new AuthError(refusal, { details: { missingPermissions } });
  }

  private async assertNameFree(organizationId: string, name: string): Promise<void> {
    if (await this.stored.find(organizationId, { roleName: name }))
      throw new AuthError(ORGANIZATION_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN);
  }
}

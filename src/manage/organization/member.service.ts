import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { Connector, PermissionRequest } from '../../platform/common/access/access-control';
import { AuthError } from '../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig, OrganizationConfig } from '../../platform/config/app-config';
import { Database } from '../../platform/database/database';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { OrganizationAccess } from './organization-access';
import { OrganizationRoles, hasRole } from '../../identity/access/organization-roles';
import { knownRoles } from './known-roles';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Outcome } from './organization.service';
import { Member, MemberWithUser } from './organization.types';
import { MemberListCriteria, MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamRepository } from './repositories/team.repository';

export interface AddMemberInput {
  userId: string;
  role: string | string[];
  organizationId?: string;
  teamId?: string;
}

export type MemberListQuery = Omit<MemberListCriteria, 'organizationId' | 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
  organizationId?: string;
  organizationSlug?: string;
};

@Injectable()
export class MemberService {
  private readonly options: OrganizationConfig;

  constructor(
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
    private readonly teams: TeamRepository,
    private readonly access: OrganizationAccess,
    private readonly roles: OrganizationRoles,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly database: Database,
    private readonly clock: Clock,
    config: AppConfig,
    readonly audit: AuditService,
  ) {
    this.options = config.organization;
  }

  /** Server-only: puts a user straight into an organization, with an optional team. */
  @Audited('organization.add-member', ([caller, input]: [ActiveSession | null, AddMemberInput], member?: Member) => ({
    targetType: 'organization',
    targetId: member?.organizationId ?? input.organizationId ?? caller?.session.activeOrganizationId,
    metadata: { userId: input.userId, role: member?.role ?? input.role },
  }))
  async add(_auditCaller: AuditCaller, caller: ActiveSession | null, input: AddMemberInput): Promise<Member> {
    const organizationId = input.organizationId || caller?.session.activeOrganizationId;
    if (!organizationId) throw new AuthError(ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION);
    const role = await knownRoles(this.roles, organizationId, input.role);
    const user = await this.users.findById(input.userId);
    if (!user) throw new AuthError(USER_ERRORS.USER_NOT_FOUND, { status: 400 });
    if (await this.members.findByUser(organizationId, user.id)) {
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION);
    }
    if (input.teamId && !(await this.teams.findById(input.teamId, organizationId)))
      throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    if ((await this.members.count(organizationId)) >= this.options.membershipLimit) {
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_MEMBERSHIP_LIMIT_REACHED);
    }
    if (!(await this.organizations.findById(organizationId)))
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      const member = await this.members.create(
        { id: generateId(), organizationId, userId: user.id, role, createdAt: now },
        tx,
      );
      if (input.teamId) await this.teams.findOrAddMember(input.teamId, user.id, now, tx);
      return member;
    });
  }

  /**
   * Removes a member by id or e-mail. Only an owner may remove an owner, and never the last one;
   * the removed user leaves the organization's teams, and their sessions stop working in it.
   */
  @Audited(
    'organization.remove-member',
    (
      [caller, input]: [ActiveSession, { memberIdOrEmail: string; organizationId?: string }],
      removed?: Outcome<{ member: Member }>,
    ) => ({
      targetType: 'organization',
      targetId: removed?.result.member.organizationId ?? input.organizationId ?? caller.session.activeOrganizationId,
      metadata: { member: input.memberIdOrEmail, userId: removed?.result.member.userId },
    }),
  )
  async remove(
    _auditCaller: AuditCaller,
    caller: ActiveSession,
    input: { memberIdOrEmail: string; organizationId?: string },
  ): Promise<Outcome<{ member: Member }>> {
    const organizationId = this.access.organizationIdOf(caller, input.organizationId, {
      error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    });
    const remover = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    });
    const target = input.memberIdOrEmail.includes('@')
      ? await this.members.findByEmail(organizationId, input.memberIdOrEmail)
      : await this.members.findById(input.memberIdOrEmail);
    if (!target || target.organizationId !== organizationId) throw new AuthError(ORGANIZATION_ERRORS.MEMBER_NOT_FOUND);
    const creatorRole = this.access.creatorRole;
    // Only an owner removes an owner; that one is not the last is checked by the delete itself.
    if (hasRole(target.role, creatorRole) && !hasRole(remover.role, creatorRole)) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER);
    }
    await this.access.assertMay(
      remover,
      { member: ['delete'] },
      { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER },
    );
    await this.deleteMembership(target, ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER);
    const removedSelf = target.userId === caller.user.id && caller.session.activeOrganizationId === organizationId;
    return {
      result: { member: target },
      workspace: removedSelf ? { activeOrganizationId: null, activeTeamId: null } : undefined,
    };
  }

  /**
   * Changes a member's role. Only an owner may touch an owner or hand out the owner role; the last
   * owner cannot step down; a member without `member:update` cannot change anyone, themselves included.
   */
  @Audited(
    'organization.update-member-role',
    (
      [caller, input]: [ActiveSession, { memberId: string; role: string | string[]; organizationId?: string }],
      member?: Member,
    ) => ({
      targetType: 'organization',
      targetId: member?.organizationId ?? input.organizationId ?? caller.session.activeOrganizationId,
      metadata: { memberId: input.memberId, userId: member?.userId, role: member?.role ?? input.role },
    }),
  )
  async updateRole(
    _auditCaller: AuditCaller,
    caller: ActiveSession,
    input: { memberId: string; role: string | string[]; organizationId?: string },
  ): Promise<Member> {
    const organizationId = this.access.organizationIdOf(caller, input.organizationId, {
      error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    });
    const newRole = await knownRoles(this.roles, organizationId, input.role);
    const updater = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    });
    const target = updater.id === input.memberId ? updater : await this.members.findById(input.memberId);
    if (!target) throw new AuthError(ORGANIZATION_ERRORS.MEMBER_NOT_FOUND);
    if (target.organizationId !== organizationId)
      throw new AuthError(ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER);
    const creatorRole = this.access.creatorRole;
    const updaterIsCreator = hasRole(updater.role, creatorRole);
    if ((hasRole(target.role, creatorRole) || hasRole(newRole, creatorRole)) && !updaterIsCreator) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER);
    }
    if (!updaterIsCreator) {
      await this.access.assertMay(
        updater,
        { member: ['update'] },
        { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER },
      );
    }
    const stepsDown = hasRole(target.role, creatorRole) && !hasRole(newRole, creatorRole);
    // A step-down is checked again in the write itself: two owners stepping down at once leave one behind.
    if (stepsDown && !(await this.members.updateRoleUnlessLastHolder(target, newRole, creatorRole))) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER);
    }
    const updated = stepsDown
      ? await this.members.findById(target.id)
      : await this.members.updateRole(target.id, newRole);
    if (!updated) throw new AuthError(ORGANIZATION_ERRORS.MEMBER_NOT_FOUND);
    return updated;
  }

  /** The caller's membership in the active organization, with their user. */
  async getActive(caller: ActiveSession): Promise<MemberWithUser> {
    const organizationId = caller.session.activeOrganizationId;
    if (!organizationId) throw new AuthError(ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION);
    const member = await this.members.findByUser(organizationId, caller.user.id);
    const withUser = member ? await this.members.withUser(member) : null;
    if (!withUser) throw new AuthError(ORGANIZATION_ERRORS.MEMBER_NOT_FOUND);
    return withUser;
  }

  /** The role of the caller (or, for a fellow member, of `userId`) in the organization. */
  async getRole(
    caller: ActiveSession,
    query: { userId?: string; organizationId?: string; organizationSlug?: string },
  ): Promise<{ role: string }> {
    const organizationId = await this.resolveOrganizationId(caller, query);
    const own = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    if (!query.userId) return { role: own.role };
    const other = await this.access.memberOf(organizationId, query.userId, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    return { role: other.role };
  }

  /** The caller leaves; the last owner cannot. */
  @Audited('organization.leave', ([, organizationId]: [ActiveSession, string]) => ({
    targetType: 'organization',
    targetId: organizationId,
  }))
  async leave(_auditCaller: AuditCaller, caller: ActiveSession, organizationId: string): Promise<Outcome<Member>> {
    const member = await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    });
    // The last owner is refused by the delete itself.
    await this.deleteMembership(member, ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER);
    const wasActive = caller.session.activeOrganizationId === organizationId;
    return { result: member, workspace: wasActive ? { activeOrganizationId: null, activeTeamId: null } : undefined };
  }

  async list(caller: ActiveSession, query: MemberListQuery): Promise<{ members: MemberWithUser[]; total: number }> {
    const organizationId = await this.resolveOrganizationId(caller, query);
    await this.access.memberOf(organizationId, caller.user.id, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    return this.members.list({
      ...query,
      organizationId,
      limit: query.limit ?? this.options.membershipLimit,
      offset: query.offset ?? 0,
    });
  }

  /** Whether the caller's role in the organization grants the request (AND, or OR on request). */
  async hasPermission(
    caller: ActiveSession,
    organizationId: string | undefined,
    request: PermissionRequest,
    connector: Connector,
  ): Promise<boolean> {
    const id = this.access.organizationIdOf(caller, organizationId, {
      error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    });
    const member = await this.access.memberOf(id, caller.user.id, {
      error: ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
      status: 401,
    });
    return this.roles.allows(id, member.role, request, connector);
  }

  private async resolveOrganizationId(
    caller: ActiveSession,
    query: { organizationId?: string; organizationSlug?: string },
  ): Promise<string> {
    if (query.organizationSlug) {
      const organization = await this.organizations.findBySlug(query.organizationSlug);
      if (!organization) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
      return organization.id;
    }
    return this.access.organizationIdOf(caller, query.organizationId, {
      error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    });
  }

  /** Deletes the membership with the user's team places; an owner only while another owner remains. */
  private async deleteMembership(member: Member, lastOwnerError: ErrorEntry): Promise<void> {
    const creatorRole = this.access.creatorRole;
    if (hasRole(member.role, creatorRole)) {
      // Checked again in the delete itself: two owners leaving at once leave one behind.
      if (!(await this.members.deleteUnlessLastHolder(member, creatorRole))) throw new AuthError(lastOwnerError);
      await this.teams.removeFromOrganization(member.organizationId, member.userId);
    } else {
      await this.database.transaction(async (tx) => {
        await this.teams.removeFromOrganization(member.organizationId, member.userId, tx);
        await this.members.delete(member.id, tx);
      });
    }
    await this.sessions.clearMembership(member.userId, member.organizationId);
  }
}

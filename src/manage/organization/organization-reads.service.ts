import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig, BetterAuthLine, OrganizationConfig } from '../../platform/config/app-config';
import { ActiveSession } from '../../identity/session/session.types';
import { OrganizationAccess } from './organization-access';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Outcome } from './organization.service';
import { FullOrganization, Member, Organization } from './organization.types';
import { InvitationRepository } from './repositories/invitation.repository';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamRepository } from './repositories/team.repository';

/** What a member reads of their organizations, and which one their session works in. */
@Injectable()
export class OrganizationReads {
  private readonly options: OrganizationConfig;
  private readonly line: BetterAuthLine;

  constructor(
    private readonly organizations: OrganizationRepository,
    private readonly members: MemberRepository,
    private readonly invitations: InvitationRepository,
    private readonly teams: TeamRepository,
    private readonly access: OrganizationAccess,
    config: AppConfig,
  ) {
    this.options = config.organization;
    this.line = config.betterAuthCompat;
  }

  list(caller: ActiveSession): Promise<Organization[]> {
    return this.organizations.listByUser(caller.user.id);
  }

  /** The organization with its members (and their users), invitations and teams; null with none named or active. */
  async getFull(
    caller: ActiveSession,
    query: { organizationId?: string; organizationSlug?: string; membersLimit?: number },
  ): Promise<Outcome<FullOrganization | null>> {
    const found = await this.findMemberOrganization(caller, query);
    if (!found) return { result: null };
    const { organization, member } = found;
    const membersLimit = query.membersLimit ?? this.options.membershipLimit;
    const [members, invitations, teams] = await Promise.all([
      this.members.listByOrganization(organization.id, membersLimit).then((list) => this.members.withUsers(list)),
      this.invitations.listByOrganization(organization.id),
      this.teams.listByOrganization(organization.id),
    ]);
    if (this.line === '1.4') return { result: { ...organization, members, invitations, teams } };
    const memberCounts = await this.teams.memberCountsOf(teams.map((team) => team.id));
    const counted = teams.map((team) => ({ ...team, memberCount: memberCounts.get(team.id) ?? 0 }));
    const visible = await this.access.visibleInvitations(member, invitations);
    return { result: { ...organization, members, invitations: visible, teams: counted } };
  }

  /** Undefined when none is named and none is active; a non-member is refused with 403. */
  private async findMemberOrganization(
    caller: ActiveSession,
    query: { organizationId?: string; organizationSlug?: string },
  ): Promise<{ organization: Organization; member: Member } | undefined> {
    const organization = query.organizationSlug
      ? await this.organizations.findBySlug(query.organizationSlug)
      : await this.findByIdOrActive(caller, query.organizationId);
    if (organization === undefined) return undefined;
    if (!organization) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    const member = await this.members.findByUser(organization.id, caller.user.id);
    if (!member) throw new AuthError(ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, { status: 403 });
    return { organization, member };
  }

  /**
   * Makes the organization the session's active one (by id or slug); `organizationId: null` clears
   * it, and neither given re-reads the active one. A non-member is refused.
   */
  async setActive(
    caller: ActiveSession,
    input: { organizationId?: string | null; organizationSlug?: string },
  ): Promise<Outcome<Organization | null>> {
    if (input.organizationId === null) {
      if (!caller.session.activeOrganizationId) return { result: null };
      return { result: null, workspace: { activeOrganizationId: null, activeTeamId: null } };
    }
    let organizationId = input.organizationId || undefined;
    if (!organizationId && !input.organizationSlug) {
      if (!caller.session.activeOrganizationId) return { result: null };
      organizationId = caller.session.activeOrganizationId;
    }
    if (!organizationId) {
      const bySlug = await this.organizations.findBySlug(input.organizationSlug ?? '');
      if (!bySlug) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
      organizationId = bySlug.id;
    }
    if (!(await this.members.findByUser(organizationId, caller.user.id))) {
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, { status: 403 });
    }
    const organization = await this.organizations.findById(organizationId);
    if (!organization) throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    const staysInOrganization = caller.session.activeOrganizationId === organization.id;
    return {
      result: organization,
      workspace: { activeOrganizationId: organization.id, ...(staysInOrganization ? {} : { activeTeamId: null }) },
    };
  }

  /** undefined: none named and none active. */
  private async findByIdOrActive(
    caller: ActiveSession,
    organizationId: string | undefined,
  ): Promise<Organization | null | undefined> {
    const id = organizationId || caller.session.activeOrganizationId;
    return id ? this.organizations.findById(id) : undefined;
  }

  /** The named (by id or slug) or active organization, to a member; null when none is named or active. */
  async get(
    caller: ActiveSession,
    query: { organizationId?: string; organizationSlug?: string },
  ): Promise<Organization | null> {
    return (await this.findMemberOrganization(caller, query))?.organization ?? null;
  }
}

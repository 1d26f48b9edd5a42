import { Injectable } from '@nestjs/common';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { generateId } from '../../platform/common/crypto/random';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig, OrganizationConfig } from '../../platform/config/app-config';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession } from '../../identity/session/session.types';
import { OrganizationAccess } from './organization-access';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Outcome } from './organization.service';
import { Team, TeamMember } from './organization.types';
import { MemberRepository } from './repositories/member.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { TeamRepository } from './repositories/team.repository';

export const TEAM_REMOVED = { message: 'Team removed successfully.' } as const;
export const TEAM_MEMBER_REMOVED = { message: 'Team member removed successfully.' } as const;

@Injectable()
export class TeamService {
  private readonly options: OrganizationConfig;

  constructor(
    private readonly teams: TeamRepository,
    private readonly members: MemberRepository,
    private readonly organizations: OrganizationRepository,
    private readonly access: OrganizationAccess,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.options = config.organization;
  }

  /** A user with `team:create` (or a trusted backend naming the organization) creates a team. */
  async create(
    caller: ActiveSession | null,
    isServer: boolean,
    input: { name: string; organizationId?: string },
  ): Promise<Team> {
    if (!caller && !isServer) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    const organizationId = input.organizationId || caller?.session.activeOrganizationId;
    if (!organizationId) throw new AuthError(ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION);
    if (caller) {
      const refusal = { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION };
      await this.access.assertMay(
        await this.access.memberOf(organizationId, caller.user.id, refusal),
        { team: ['create'] },
        refusal,
      );
    }
    const maximum = this.options.teams.maximumTeams;
    if (maximum !== null && (await this.teams.countByOrganization(organizationId)) >= maximum) {
      throw new AuthError(ORGANIZATION_ERRORS.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS);
    }
    if (!(await this.organizations.findById(organizationId)))
      throw new AuthError(ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND);
    const now = this.clock.now();
    return this.teams.create({ id: generateId(), name: input.name, organizationId, createdAt: now, updatedAt: now });
  }

  async update(
    caller: ActiveSession,
    input: { teamId: string; data: { name?: string; organizationId?: string } },
  ): Promise<Team> {
    const organizationId = this.access.organizationIdOf(caller, input.data.organizationId, {
      error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    });
    const refusal = { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM };
    await this.access.assertMay(
      await this.access.memberOf(organizationId, caller.user.id, refusal),
      { team: ['update'] },
      refusal,
    );
    const team = await this.teams.findById(input.teamId, organizationId);
    if (!team) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    const updated = await this.teams.update(
      team.id,
      input.data.name === undefined ? {} : { name: input.data.name },
      this.clock.now(),
    );
    if (!updated) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    return updated;
  }

  /**
   * Removes a team and its memberships; never the organization's last team unless configured, nor the caller's active
   * team.
   */
  async remove(
    caller: ActiveSession | null,
    isServer: boolean,
    input: { teamId: string; organizationId?: string },
  ): Promise<typeof TEAM_REMOVED> {
    if (!caller && !isServer) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    const organizationId = input.organizationId || caller?.session.activeOrganizationId;
    if (!organizationId) throw new AuthError(ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION);
    if (caller) {
      const member = await this.members.findByUser(organizationId, caller.user.id);
      if (!member || caller.session.activeTeamId === input.teamId)
        throw new AuthError(ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM);
      await this.access.assertMay(
        member,
        { team: ['delete'] },
        { error: ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION },
      );
    }
    const team = await this.teams.findById(input.teamId, organizationId);
    if (!team) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    if (!this.options.teams.allowRemovingAllTeams && (await this.teams.countByOrganization(organizationId)) <= 1) {
      throw new AuthError(ORGANIZATION_ERRORS.UNABLE_TO_REMOVE_LAST_TEAM);
    }
    await this.teams.delete(team.id);
    await this.sessions.clearTeam(team.id);
    return TEAM_REMOVED;
  }

  async list(caller: ActiveSession, organizationId: string | undefined): Promise<Team[]> {
    const id = this.access.organizationIdOf(caller, organizationId, {
      error: ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    });
    await this.access.memberOf(id, caller.user.id, {
      error: ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    });
    return this.teams.listByOrganization(id);
  }

  /** Makes a team of the caller's the active one (and its organization with it); null clears it. */
  async setActive(caller: ActiveSession, teamId: string | null | undefined): Promise<Outcome<Team | null>> {
    if (teamId === null) {
      return { result: null, workspace: caller.session.activeTeamId ? { activeTeamId: null } : undefined };
    }
    const id = teamId || caller.session.activeTeamId;
    if (!id) return { result: null };
    const team = await this.teams.findById(id);
    if (!team) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    if (!(await this.teams.findMember(team.id, caller.user.id))) {
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_TEAM, { status: 403 });
    }
    return { result: team, workspace: { activeTeamId: team.id, activeOrganizationId: team.organizationId } };
  }

  listForUser(caller: ActiveSession): Promise<Team[]> {
    return this.teams.listByUser(caller.user.id);
  }

  /** The members of a team the caller belongs to (the active team when none is named). */
  async listMembers(caller: ActiveSession, teamId: string | undefined): Promise<TeamMember[]> {
    const id = teamId || caller.session.activeTeamId;
    if (!id) throw new AuthError(ORGANIZATION_ERRORS.YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM);
    if (!(await this.teams.findMember(id, caller.user.id)))
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_TEAM);
    return this.teams.listMembers(id);
  }

  /** Adds a member of the active organization to one of its teams (needs `member:update`). */
  async addMember(caller: ActiveSession, input: { teamId: string; userId: string }): Promise<TeamMember> {
    const { teamId } = await this.checkTeamChange(
      caller,
      input,
      'update',
      ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER,
    );
    const maximum = this.options.teams.maximumMembersPerTeam;
    const already = await this.teams.findMember(teamId, input.userId);
    if (already) return already;
    if (maximum !== null && (await this.teams.countMembers(teamId)) >= maximum)
      throw new AuthError(ORGANIZATION_ERRORS.TEAM_MEMBER_LIMIT_REACHED);
    return this.teams.findOrAddMember(teamId, input.userId, this.clock.now());
  }

  /** Takes a member out of a team of the active organization (needs `member:delete`). */
  async removeMember(
    caller: ActiveSession,
    input: { teamId: string; userId: string },
  ): Promise<typeof TEAM_MEMBER_REMOVED> {
    const { teamId } = await this.checkTeamChange(
      caller,
      input,
      'delete',
      ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER,
    );
    if (!(await this.teams.findMember(teamId, input.userId)))
      throw new AuthError(ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_TEAM);
    await this.teams.removeMember(teamId, input.userId);
    await this.sessions.clearTeam(teamId, input.userId);
    return TEAM_MEMBER_REMOVED;
  }

  /** TEAM_NOT_FOUND unless the team is the organization's; TEAM_MEMBER_LIMIT_REACHED when it is full. */
  async assertHasRoom(teamId: string, organizationId: string): Promise<void> {
    if (!(await this.teams.findById(teamId, organizationId))) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    const maximum = this.options.teams.maximumMembersPerTeam;
    if (maximum !== null && (await this.teams.countMembers(teamId)) >= maximum)
      throw new AuthError(ORGANIZATION_ERRORS.TEAM_MEMBER_LIMIT_REACHED);
  }

  private async checkTeamChange(
    caller: ActiveSession,
    input: { teamId: string; userId: string },
    action: 'update' | 'delete',
    refusal: (typeof ORGANIZATION_ERRORS)[keyof typeof ORGANIZATION_ERRORS],
  ): Promise<{ organizationId: string; teamId: string }> {
    const organizationId = caller.session.activeOrganizationId;
    if (!organizationId) throw new AuthError(ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION);
    const notMember = { error: ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION };
    const member = await this.access.memberOf(organizationId, caller.user.id, notMember);
    await this.access.assertMay(member, { member: [action] }, { error: refusal });
    await this.access.memberOf(organizationId, input.userId, notMember);
    const team = await this.teams.findById(input.teamId, organizationId);
    if (!team) throw new AuthError(ORGANIZATION_ERRORS.TEAM_NOT_FOUND);
    return { organizationId, teamId: team.id };
  }
}

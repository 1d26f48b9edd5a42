import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { DetectServerCallGuard, IsServerCall } from '../../platform/runtime/http/server-call';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { OptionalSessionGuard, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { MessageResponse, TeamMemberResponse, TeamResponse } from './dto/organization.responses';
import {
  CreateTeamDto,
  ListTeamMembersQuery,
  ListTeamsQuery,
  RemoveTeamDto,
  SetActiveTeamDto,
  TeamMemberDto,
  UpdateTeamDto,
} from './dto/team.dto';
import { SERVICE_KEY_HEADER } from './organization.controller';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Team, TeamMember } from './organization.types';
import { TEAM_MEMBER_REMOVED, TEAM_REMOVED, TeamService } from './team.service';
import { WorkspaceSwitcher } from './workspace-switcher';

const TEAM_CHANGE_ERRORS = [
  BASE_ERRORS.UNAUTHORIZED,
  ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
  ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
  ORGANIZATION_ERRORS.TEAM_NOT_FOUND,
  BASE_ERRORS.VALIDATION_ERROR,
];

@ApiTags('Organization teams')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('organization')
export class TeamController {
  constructor(
    private readonly teams: TeamService,
    private readonly switcher: WorkspaceSwitcher,
  ) {}

  @Post('create-team')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiSecurity('service-key')
  @ApiOperation({ summary: 'Create a team (needs team:create; a trusted backend names the organization)' })
  @ApiOkResponse({ type: TeamResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  create(
    @MaybeSession() caller: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Body() body: CreateTeamDto,
  ): Promise<Team> {
    return this.teams.create(caller, isServer, body);
  }

  @Get('list-teams')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The teams of an organization you are a member of' })
  @ApiOkResponse({ type: [TeamResponse] })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  list(@CurrentSession() caller: ActiveSession, @Query() query: ListTeamsQuery): Promise<Team[]> {
    return this.teams.list(caller, query.organizationId);
  }

  @Post('update-team')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Rename a team (needs team:update)' })
  @ApiOkResponse({ type: TeamResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM,
    ORGANIZATION_ERRORS.TEAM_NOT_FOUND,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  update(@CurrentSession() caller: ActiveSession, @Body() body: UpdateTeamDto): Promise<Team> {
    return this.teams.update(caller, body);
  }

  @Post('remove-team')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiSecurity('service-key')
  @ApiOperation({
    summary: 'Remove a team and its memberships (needs team:delete; not the last team, not your active one)',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_TEAM,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.TEAM_NOT_FOUND,
    ORGANIZATION_ERRORS.UNABLE_TO_REMOVE_LAST_TEAM,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  remove(
    @MaybeSession() caller: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Body() body: RemoveTeamDto,
  ): Promise<typeof TEAM_REMOVED> {
    return this.teams.remove(caller, isServer, body);
  }

  @Post('set-active-team')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Make one of your teams the session’s active team (its organization too); null clears it' })
  @ApiOkResponse({ type: TeamResponse, description: 'null when cleared' })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.TEAM_NOT_FOUND,
    { ...ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_TEAM, status: 403 },
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async setActive(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentSession() caller: ActiveSession,
    @Body() body: SetActiveTeamDto,
  ): Promise<void> {
    const { result, workspace } = await this.teams.setActive(caller, body.teamId);
    await this.switcher.apply(req, res, caller, workspace);
    res.status(200).json(result);
  }

  @Get('list-user-teams')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The teams you belong to, in every organization' })
  @ApiOkResponse({ type: [TeamResponse] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  listForUser(@CurrentSession() caller: ActiveSession): Promise<Team[]> {
    return this.teams.listForUser(caller);
  }

  @Get('list-team-members')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The members of a team you belong to (your active team by default)' })
  @ApiOkResponse({ type: [TeamMemberResponse] })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.YOU_DO_NOT_HAVE_AN_ACTIVE_TEAM,
    ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_TEAM,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  listMembers(@CurrentSession() caller: ActiveSession, @Query() query: ListTeamMembersQuery): Promise<TeamMember[]> {
    return this.teams.listMembers(caller, query.teamId);
  }

  @Post('add-team-member')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Add a member of the active organization to one of its teams (needs member:update)' })
  @ApiOkResponse({ type: TeamMemberResponse })
  @ApiErrors(
    ...TEAM_CHANGE_ERRORS,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_MEMBER,
    ORGANIZATION_ERRORS.TEAM_MEMBER_LIMIT_REACHED,
  )
  addMember(@CurrentSession() caller: ActiveSession, @Body() body: TeamMemberDto): Promise<TeamMember> {
    return this.teams.addMember(caller, body);
  }

  @Post('remove-team-member')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Take a member out of a team of the active organization (needs member:delete)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(
    ...TEAM_CHANGE_ERRORS,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REMOVE_A_TEAM_MEMBER,
    ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_TEAM,
  )
  removeMember(
    @CurrentSession() caller: ActiveSession,
    @Body() body: TeamMemberDto,
  ): Promise<typeof TEAM_MEMBER_REMOVED> {
    return this.teams.removeMember(caller, body);
  }
}

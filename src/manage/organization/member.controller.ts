import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { ServiceKeyGuard } from '../../platform/runtime/http/service-key.guard';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { OptionalSessionGuard, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import {
  AddMemberDto,
  GetActiveMemberRoleQuery,
  ListMembersQuery,
  OrganizationHasPermissionDto,
  RemoveMemberDto,
  UpdateMemberRoleDto,
} from './dto/member.dto';
import { OrganizationIdDto } from './dto/organization.dto';
import {
  MemberListResponse,
  MemberResponse,
  MemberRoleResponse,
  MemberWithUserResponse,
  PermissionResultResponse,
  RemovedMemberResponse,
} from './dto/organization.responses';
import { MemberService } from './member.service';
import { SERVICE_KEY_HEADER } from './organization.controller';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Member, MemberWithUser } from './organization.types';
import { WorkspaceSwitcher } from './workspace-switcher';

const ROLE_ERRORS = [ORGANIZATION_ERRORS.ROLE_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR];

@ApiTags('Organization members')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('organization')
export class MemberController {
  constructor(
    private readonly members: MemberService,
    private readonly switcher: WorkspaceSwitcher,
  ) {}

  @Post('add-member')
  @HttpCode(200)
  @UseGuards(ServiceKeyGuard, OptionalSessionGuard)
  @ApiHeader({ ...SERVICE_KEY_HEADER, required: true })
  @ApiSecurity('service-key')
  @ApiOperation({ summary: 'Server-only: put a user straight into an organization (CONTRACT §4)' })
  @ApiOkResponse({ type: MemberResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    { ...USER_ERRORS.USER_NOT_FOUND, status: 400 },
    ORGANIZATION_ERRORS.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.TEAM_NOT_FOUND,
    ORGANIZATION_ERRORS.ORGANIZATION_MEMBERSHIP_LIMIT_REACHED,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    ...ROLE_ERRORS,
  )
  add(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() caller: ActiveSession | null,
    @Body() body: AddMemberDto,
  ): Promise<Member> {
    return this.members.add(auditCaller, caller, body);
  }

  @Post('remove-member')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Remove a member by id or e-mail (needs member:delete; owners only for owners, never the last one)',
  })
  @ApiOkResponse({ type: RemovedMemberResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async remove(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: RemoveMemberDto,
  ): Promise<{ member: Member }> {
    const { result, workspace } = await this.members.remove(auditCaller, caller, body);
    await this.switcher.apply(req, res, caller, workspace);
    return result;
  }

  @Post('update-member-role')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Change a member’s role (needs member:update; only owners touch the owner role; the last owner stays)',
  })
  @ApiOkResponse({ type: MemberResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER,
    ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER,
    ...ROLE_ERRORS,
  )
  updateRole(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UpdateMemberRoleDto,
  ): Promise<Member> {
    return this.members.updateRole(auditCaller, caller, body);
  }

  @Get('get-active-member')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Your membership in the active organization' })
  @ApiOkResponse({ type: MemberWithUserResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION, ORGANIZATION_ERRORS.MEMBER_NOT_FOUND)
  getActive(@CurrentSession() caller: ActiveSession): Promise<MemberWithUser> {
    return this.members.getActive(caller);
  }

  @Get('get-active-member-role')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Your role (or a fellow member’s) in the active or named organization' })
  @ApiOkResponse({ type: MemberRoleResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  getRole(
    @CurrentSession() caller: ActiveSession,
    @Query() query: GetActiveMemberRoleQuery,
  ): Promise<{ role: string }> {
    return this.members.getRole(caller, query);
  }

  @Post('leave')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Leave an organization (the last owner cannot)' })
  @ApiOkResponse({ type: MemberResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async leave(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: OrganizationIdDto,
  ): Promise<Member> {
    const { result, workspace } = await this.members.leave(auditCaller, caller, body.organizationId);
    await this.switcher.apply(req, res, caller, workspace);
    return result;
  }

  @Get('list-members')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Members with their users, paged, sorted and filtered' })
  @ApiOkResponse({ type: MemberListResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  list(
    @CurrentSession() caller: ActiveSession,
    @Query() query: ListMembersQuery,
  ): Promise<{ members: MemberWithUser[]; total: number }> {
    const { filterField, filterOperator, filterValue, ...rest } = query;
    return this.members.list(caller, {
      ...rest,
      filter:
        filterField && filterValue !== undefined
          ? { field: filterField, operator: filterOperator ?? 'eq', value: filterValue }
          : undefined,
    });
  }

  @Post('has-permission')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Whether your role in the organization grants the actions (all of them, or one with connector OR)',
  })
  @ApiOkResponse({ type: PermissionResultResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.NO_ACTIVE_ORGANIZATION,
    { ...ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, status: 401 },
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async hasPermission(
    @CurrentSession() caller: ActiveSession,
    @Body() body: OrganizationHasPermissionDto,
  ): Promise<{ error: null; success: boolean }> {
    // The DTO requires one of the two.
    const request = (body.permissions ?? body.permission)!;
    const success = await this.members.hasPermission(caller, body.organizationId, request, body.connector ?? 'AND');
    return { error: null, success };
  }
}

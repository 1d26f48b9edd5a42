import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { DetectServerCallGuard, IsServerCall } from '../../platform/runtime/http/server-call';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { OptionalSessionGuard, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import {
  GetInvitationQuery,
  InvitationIdDto,
  InviteMemberDto,
  ListInvitationsQuery,
  ListUserInvitationsQuery,
} from './dto/invitation.dto';
import {
  AcceptedInvitationResponse,
  InvitationDetailsResponse,
  InvitationResponse,
  RejectedInvitationResponse,
  UserInvitationResponse,
} from './dto/organization.responses';
import { InvitationDetails, InvitationAnswers } from './invitation-answers.service';
import { InvitationService } from './invitation.service';
import { SERVICE_KEY_HEADER } from './organization.controller';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { Invitation, Member } from './organization.types';
import { WorkspaceSwitcher } from './workspace-switcher';

const RECIPIENT_ERRORS = [
  ORGANIZATION_ERRORS.INVITATION_NOT_FOUND,
  ORGANIZATION_ERRORS.YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION,
  ORGANIZATION_ERRORS.EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION,
  ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
];

@ApiTags('Organization invitations')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('organization')
export class InvitationController {
  constructor(
    private readonly invitations: InvitationService,
    private readonly answers: InvitationAnswers,
    private readonly switcher: WorkspaceSwitcher,
  ) {}

  @Post('invite-member')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Invite an e-mail address (needs invitation:create); the address gets a link to the accept page',
  })
  @ApiOkResponse({ type: InvitationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    USER_ERRORS.INVALID_EMAIL,
    ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.ROLE_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_INVITE_A_USER_WITH_THIS_ROLE,
    ORGANIZATION_ERRORS.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.INVITATION_LIMIT_REACHED,
    ORGANIZATION_ERRORS.TEAM_NOT_FOUND,
    ORGANIZATION_ERRORS.TEAM_MEMBER_LIMIT_REACHED,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  invite(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: InviteMemberDto,
  ): Promise<Invitation> {
    return this.invitations.invite(auditCaller, caller, body);
  }

  @Post('accept-invitation')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary:
      'Accept an invitation sent to your address; you join the organization (and its teams) and it becomes active',
  })
  @ApiOkResponse({ type: AcceptedInvitationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ...RECIPIENT_ERRORS,
    ORGANIZATION_ERRORS.ORGANIZATION_MEMBERSHIP_LIMIT_REACHED,
    ORGANIZATION_ERRORS.USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.TEAM_MEMBER_LIMIT_REACHED,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async accept(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: InvitationIdDto,
  ): Promise<{ invitation: Invitation; member: Member }> {
    const { result, workspace } = await this.answers.accept(auditCaller, caller, body.invitationId);
    await this.switcher.apply(req, res, caller, workspace);
    return result;
  }

  @Post('reject-invitation')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Decline an invitation sent to your address' })
  @ApiOkResponse({ type: RejectedInvitationResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, ...RECIPIENT_ERRORS, BASE_ERRORS.VALIDATION_ERROR)
  reject(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: InvitationIdDto,
  ): Promise<{ invitation: Invitation; member: null }> {
    return this.answers.reject(auditCaller, caller, body.invitationId);
  }

  @Post('cancel-invitation')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Withdraw a pending invitation (needs invitation:cancel)' })
  @ApiOkResponse({ type: InvitationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.INVITATION_NOT_FOUND,
    ORGANIZATION_ERRORS.MEMBER_NOT_FOUND,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  cancel(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: InvitationIdDto,
  ): Promise<Invitation> {
    return this.invitations.cancel(auditCaller, caller, body.invitationId);
  }

  @Get('get-invitation')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'A pending invitation sent to your address, with the organization and the inviter' })
  @ApiOkResponse({ type: InvitationDetailsResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ...RECIPIENT_ERRORS,
    ORGANIZATION_ERRORS.INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  get(@CurrentSession() caller: ActiveSession, @Query() query: GetInvitationQuery): Promise<InvitationDetails> {
    return this.answers.get(caller, query.id);
  }

  @Get('list-invitations')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Every invitation of an organization you are a member of' })
  @ApiOkResponse({ type: [InvitationResponse] })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_ID_IS_REQUIRED,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  list(@CurrentSession() caller: ActiveSession, @Query() query: ListInvitationsQuery): Promise<Invitation[]> {
    return this.invitations.listForOrganization(caller, query.organizationId);
  }

  @Get('list-user-invitations')
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiSecurity('service-key')
  @ApiOperation({ summary: 'Pending invitations to your address (or, server-side, to `email`)' })
  @ApiOkResponse({ type: [UserInvitationResponse] })
  @ApiErrors(
    ORGANIZATION_ERRORS.USER_EMAIL_CANNOT_BE_PASSED_FOR_CLIENT_SIDE_API_CALLS,
    ORGANIZATION_ERRORS.MISSING_SESSION_HEADERS_OR_EMAIL_QUERY_PARAMETER,
    ORGANIZATION_ERRORS.EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  listForUser(
    @MaybeSession() caller: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Query() query: ListUserInvitationsQuery,
  ): Promise<Array<Invitation & { organizationName: string }>> {
    return this.answers.listForUser(caller, isServer, query.email);
  }
}

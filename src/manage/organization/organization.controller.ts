import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { DetectServerCallGuard, IsServerCall } from '../../platform/runtime/http/server-call';
import { StatusResponse } from '../../platform/common/http/status.response';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { OptionalSessionGuard, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import {
  CheckSlugDto,
  CreateOrganizationDto,
  GetFullOrganizationQuery,
  OrganizationIdDto,
  OrganizationRefQuery,
  SetActiveOrganizationDto,
  UpdateOrganizationDto,
} from './dto/organization.dto';
import {
  CreatedOrganizationResponse,
  FullOrganizationResponse,
  OrganizationResponse,
} from './dto/organization.responses';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { OrganizationReads } from './organization-reads.service';
import { OrganizationService } from './organization.service';
import { FullOrganization, Member, Organization } from './organization.types';
import { WorkspaceSwitcher } from './workspace-switcher';

export const SERVICE_KEY_HEADER = {
  name: 'x-service-key',
  required: false,
  description: 'One of SERVICE_KEYS: a trusted backend acting without a session',
};

@ApiTags('Organizations')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('organization')
export class OrganizationController {
  constructor(
    private readonly organizations: OrganizationService,
    private readonly reads: OrganizationReads,
    private readonly switcher: WorkspaceSwitcher,
  ) {}

  @Post('create')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiSecurity('service-key')
  @ApiOperation({
    summary: 'Create an organization; the creator becomes its owner and, by default, the session moves to it',
  })
  @ApiOkResponse({ type: CreatedOrganizationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS,
    ORGANIZATION_ERRORS.ORGANIZATION_ALREADY_EXISTS,
    { ...USER_ERRORS.USER_NOT_FOUND, status: 401 },
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async create(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() caller: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Body() body: CreateOrganizationDto,
  ): Promise<Organization & { members: Member[] }> {
    const { result, workspace } = await this.organizations.create(auditCaller, caller, isServer, body);
    if (caller) await this.switcher.apply(req, res, caller, workspace);
    return result;
  }

  @Post('check-slug')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Whether a slug is still free' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_SLUG_ALREADY_TAKEN,
    ORGANIZATION_ERRORS.SLUG_IS_TAKEN,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async checkSlug(@Body() body: CheckSlugDto): Promise<StatusResponse> {
    await this.organizations.checkSlug(body.slug);
    return { status: true };
  }

  @Post('update')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Change the name, slug, logo or metadata (needs organization:update)' })
  @ApiOkResponse({ type: OrganizationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.ORGANIZATION_SLUG_ALREADY_TAKEN,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UpdateOrganizationDto,
  ): Promise<Organization> {
    return this.organizations.update(auditCaller, caller, body.organizationId, body.data);
  }

  @Post('delete')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Delete an organization with its members, invitations and teams (owners only)' })
  @ApiOkResponse({ type: OrganizationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION,
    ORGANIZATION_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async delete(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: OrganizationIdDto,
  ): Promise<Organization> {
    const { result, workspace } = await this.organizations.delete(auditCaller, caller, body.organizationId);
    await this.switcher.apply(req, res, caller, workspace);
    return result;
  }

  @Get('list')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The organizations you are a member of' })
  @ApiOkResponse({ type: [OrganizationResponse] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  list(@CurrentSession() caller: ActiveSession): Promise<Organization[]> {
    return this.reads.list(caller);
  }

  @Get('get-organization')
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'An organization you are a member of, by id or slug, or the active one; null when none is named or active',
  })
  @ApiOkResponse({ type: OrganizationResponse, description: 'null when no organization is named and none is active' })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    { ...ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, status: 403 },
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async get(
    @CurrentSession() caller: ActiveSession,
    @Query() query: OrganizationRefQuery,
    @Res() res: Response,
  ): Promise<void> {
    const organization = await this.reads.get(caller, query);
    // Written directly: the client expects the JSON literal `null`, not an empty body.
    res.status(200).json(organization satisfies Organization | null);
  }

  @Get('get-full-organization')
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'An organization with its members, invitations and teams; null when none is named or active',
  })
  @ApiOkResponse({
    type: FullOrganizationResponse,
    description: 'null when no organization is named and none is active',
  })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    { ...ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, status: 403 },
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async getFull(
    @CurrentSession() caller: ActiveSession,
    @Query() query: GetFullOrganizationQuery,
    @Res() res: Response,
  ): Promise<void> {
    const { result } = await this.reads.getFull(caller, query);
    // Written directly: the client expects the JSON literal `null`, not an empty body.
    res.status(200).json(result satisfies FullOrganization | null);
  }

  @Post('set-active')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Make an organization (by id or slug) the session’s active one; organizationId null clears it',
  })
  @ApiOkResponse({ type: OrganizationResponse, description: 'null when cleared' })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ORGANIZATION_ERRORS.ORGANIZATION_NOT_FOUND,
    { ...ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, status: 403 },
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async setActive(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentSession() caller: ActiveSession,
    @Body() body: SetActiveOrganizationDto,
  ): Promise<void> {
    const { result, workspace } = await this.reads.setActive(caller, body);
    await this.switcher.apply(req, res, caller, workspace);
    res.status(200).json(result);
  }
}

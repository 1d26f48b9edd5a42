import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { ORGANIZATION_ERRORS } from '../../organization/organization.errors';
import {
  CreateOrganizationScimConnectionDto,
  ListScimConnectionsDto,
  RevokeOrganizationScimCredentialDto,
  RotateOrganizationScimCredentialDto,
  ScimConnectionDto,
} from './dto/scim-catalog.dto';
import {
  ScimConnectionListResponse,
  ScimConnectionStateResponse,
  ScimDecommissionResponse,
  ScimEventListResponse,
  ScimIssuedCredentialResponse,
} from './dto/scim-catalog.response';
import { ScimCatalogReads } from './scim-catalog-reads.service';
import { SCIM_CATALOG_ERRORS as E } from './scim-catalog.errors';
import { ScimCatalogService } from './scim-catalog.service';
import { ScimCredentialsService } from './scim-credentials.service';
import { ScimOrganizationAccess } from './scim-organization-access';

const ACCESS_ERRORS = [
  BASE_ERRORS.UNAUTHORIZED,
  BASE_ERRORS.VALIDATION_ERROR,
  { ...ORGANIZATION_ERRORS.USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION, status: 403 },
  E.YOU_ARE_NOT_ALLOWED_TO_MANAGE_SCIM_CONNECTIONS_OF_THIS_ORGANIZATION,
] as const;
const POLICY_ERRORS = [
  E.MANAGED_SCIM_CREDENTIAL_EXPIRY_MUST_BE_IN_THE_FUTURE,
  E.MANAGED_SCIM_CREDENTIAL_SCOPES_MUST_BE_UNIQUE,
] as const;

/**
 * The catalog for the dashboard (this service's own routes, not the package's): the same bodies and answers
 * as `/scim/managed-connections/*` without `actorId`, for an owner or admin of the organization
 * `provisioningDomainId`, who is the actor.
 */
@ApiTags('SCIM: organization connections')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@Controller('scim/organization-connections')
export class OrganizationConnectionsController {
  constructor(
    private readonly access: ScimOrganizationAccess,
    private readonly catalog: ScimCatalogService,
    private readonly credentials: ScimCredentialsService,
    private readonly reads: ScimCatalogReads,
  ) {}

  @Post('list')
  @HttpCode(200)
  @ApiOperation({ summary: "The organization's SCIM connections, newest first" })
  @ApiOkResponse({ type: ScimConnectionListResponse })
  @ApiErrors(...ACCESS_ERRORS)
  async list(
    @CurrentSession() current: ActiveSession,
    @Body() body: ListScimConnectionsDto,
  ): Promise<ScimConnectionListResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return { connections: await this.reads.list(body.provisioningDomainId) };
  }

  @Post('create')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Create a SCIM connection with its first token, told only here' })
  @ApiOkResponse({ type: ScimIssuedCredentialResponse })
  @ApiErrors(...ACCESS_ERRORS, ...POLICY_ERRORS, E.SCIM_MANAGED_CREATION_REQUEST_ID_CONFLICT)
  async create(
    @Caller() caller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: CreateOrganizationScimConnectionDto,
  ): Promise<ScimIssuedCredentialResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return this.catalog.create(caller, current.user.id, body);
  }

  @Post('get')
  @HttpCode(200)
  @ApiOperation({ summary: 'A SCIM connection with its credentials' })
  @ApiOkResponse({ type: ScimConnectionStateResponse })
  @ApiErrors(...ACCESS_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND)
  async get(
    @CurrentSession() current: ActiveSession,
    @Body() body: ScimConnectionDto,
  ): Promise<ScimConnectionStateResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return this.reads.get(body);
  }

  @Post('rotate')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new token beside the live ones (at most 5), which keep working' })
  @ApiOkResponse({ type: ScimIssuedCredentialResponse })
  @ApiErrors(
    ...ACCESS_ERRORS,
    ...POLICY_ERRORS,
    E.MANAGED_SCIM_CONNECTION_NOT_FOUND,
    E.MANAGED_SCIM_CONNECTION_IS_NOT_ACTIVE,
    E.MANAGED_SCIM_CONNECTION_HAS_THE_MAXIMUM_NUMBER_OF_ACTIVE_CREDENTIALS,
  )
  async rotate(
    @Caller() caller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: RotateOrganizationScimCredentialDto,
  ): Promise<ScimIssuedCredentialResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return this.credentials.rotate(caller, current.user.id, body);
  }

  @Post('revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'End one token: it is refused from now on' })
  @ApiOkResponse({ type: ScimConnectionStateResponse })
  @ApiErrors(...ACCESS_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND, E.MANAGED_SCIM_CREDENTIAL_IS_NOT_ACTIVE)
  async revoke(
    @Caller() caller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: RevokeOrganizationScimCredentialDto,
  ): Promise<ScimConnectionStateResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return this.credentials.revoke(caller, current.user.id, body);
  }

  @Post('events')
  @HttpCode(200)
  @ApiOperation({ summary: "The SCIM connection's numbered changes" })
  @ApiOkResponse({ type: ScimEventListResponse })
  @ApiErrors(...ACCESS_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND)
  async events(
    @CurrentSession() current: ActiveSession,
    @Body() body: ScimConnectionDto,
  ): Promise<ScimEventListResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return { events: await this.reads.events(body) };
  }

  @Post('decommission')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retire the SCIM connection for good: its tokens stop, its users lose access' })
  @ApiOkResponse({ type: ScimDecommissionResponse })
  @ApiErrors(...ACCESS_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND)
  async decommission(
    @Caller() caller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: ScimConnectionDto,
  ): Promise<ScimDecommissionResponse> {
    await this.access.assertMayManage(body.provisioningDomainId, current.user.id);
    return this.catalog.decommission(caller, current.user.id, body);
  }
}

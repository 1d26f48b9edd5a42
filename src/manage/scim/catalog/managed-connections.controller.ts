import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import {
  CreateScimConnectionDto,
  DecommissionScimConnectionDto,
  ListScimConnectionsDto,
  RevokeScimCredentialDto,
  RotateScimCredentialDto,
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
import { ScimServiceKeyGuard } from './scim-service-key.guard';

const KEY_ERRORS = [BASE_ERRORS.NOT_FOUND, BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR] as const;
const POLICY_ERRORS = [
  E.MANAGED_SCIM_CREDENTIAL_EXPIRY_MUST_BE_IN_THE_FUTURE,
  E.MANAGED_SCIM_CREDENTIAL_SCOPES_MUST_BE_UNIQUE,
] as const;

/** The package's server-only catalog of managed SCIM connections, for a trusted backend with `x-service-key`. */
@ApiTags('SCIM: managed connections')
@ApiSecurity('service-key')
@ApiHeader({ name: 'x-service-key', required: true, description: 'Server-only: one of SERVICE_KEYS (404 without)' })
@UseGuards(ScimServiceKeyGuard)
@Controller('scim/managed-connections')
export class ManagedConnectionsController {
  constructor(
    private readonly catalog: ScimCatalogService,
    private readonly credentials: ScimCredentialsService,
    private readonly reads: ScimCatalogReads,
  ) {}

  @Post('create')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Create a connection with its first credential; the token is told only here' })
  @ApiOkResponse({ type: ScimIssuedCredentialResponse })
  @ApiErrors(...KEY_ERRORS, ...POLICY_ERRORS, E.SCIM_MANAGED_CREATION_REQUEST_ID_CONFLICT)
  create(@Caller() caller: AuditCaller, @Body() body: CreateScimConnectionDto): Promise<ScimIssuedCredentialResponse> {
    const { actorId, ...input } = body;
    return this.catalog.create(caller, actorId, input);
  }

  @Post('list')
  @HttpCode(200)
  @ApiOperation({ summary: "An organization's connections, newest first" })
  @ApiOkResponse({ type: ScimConnectionListResponse })
  @ApiErrors(...KEY_ERRORS)
  async list(@Body() body: ListScimConnectionsDto): Promise<ScimConnectionListResponse> {
    return { connections: await this.reads.list(body.provisioningDomainId) };
  }

  @Post('get')
  @HttpCode(200)
  @ApiOperation({ summary: 'A connection with its credentials' })
  @ApiOkResponse({ type: ScimConnectionStateResponse })
  @ApiErrors(...KEY_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND)
  get(@Body() body: ScimConnectionDto): Promise<ScimConnectionStateResponse> {
    return this.reads.get(body);
  }

  @Post('rotate')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new credential beside the live ones (at most 5), which keep working' })
  @ApiOkResponse({ type: ScimIssuedCredentialResponse })
  @ApiErrors(
    ...KEY_ERRORS,
    ...POLICY_ERRORS,
    E.MANAGED_SCIM_CONNECTION_NOT_FOUND,
    E.MANAGED_SCIM_CONNECTION_IS_NOT_ACTIVE,
    E.MANAGED_SCIM_CONNECTION_HAS_THE_MAXIMUM_NUMBER_OF_ACTIVE_CREDENTIALS,
  )
  rotate(@Caller() caller: AuditCaller, @Body() body: RotateScimCredentialDto): Promise<ScimIssuedCredentialResponse> {
    const { actorId, ...input } = body;
    return this.credentials.rotate(caller, actorId, input);
  }

  @Post('revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'End one credential: its token is refused from now on' })
  @ApiOkResponse({ type: ScimConnectionStateResponse })
  @ApiErrors(...KEY_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND, E.MANAGED_SCIM_CREDENTIAL_IS_NOT_ACTIVE)
  revoke(@Caller() caller: AuditCaller, @Body() body: RevokeScimCredentialDto): Promise<ScimConnectionStateResponse> {
    const { actorId, ...input } = body;
    return this.credentials.revoke(caller, actorId, input);
  }

  @Post('events')
  @HttpCode(200)
  @ApiOperation({ summary: "The connection's numbered changes" })
  @ApiOkResponse({ type: ScimEventListResponse })
  @ApiErrors(...KEY_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND)
  async events(@Body() body: ScimConnectionDto): Promise<ScimEventListResponse> {
    return { events: await this.reads.events(body) };
  }

  @Post('decommission')
  @HttpCode(200)
  @ApiOperation({ summary: 'Retire the connection for good: its tokens stop, its users lose access' })
  @ApiOkResponse({ type: ScimDecommissionResponse })
  @ApiErrors(...KEY_ERRORS, E.MANAGED_SCIM_CONNECTION_NOT_FOUND)
  decommission(
    @Caller() caller: AuditCaller,
    @Body() body: DecommissionScimConnectionDto,
  ): Promise<ScimDecommissionResponse> {
    const { actorId, ...ref } = body;
    return this.catalog.decommission(caller, actorId, ref);
  }
}

import { Body, Controller, HttpCode, Post, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { AdminCreateOAuthClientDto } from './dto/admin-create-oauth-client.dto';
import { OAuthClientResponse } from './dto/oauth-client.response';
import { AdminUpdateOAuthClientDto } from './dto/update-oauth-client.dto';
import { OAuthErrorFilter } from '../oauth-error';
import { OAuthClientWire } from './oauth-client-wire';
import { OAuthClientsService } from './oauth-clients.service';
import { ServiceKeyRouteGuard } from './service-key-route.guard';

const WHO =
  'Needs the `x-service-key` header (404 without it) **and** the session of a user whose admin role grants ' +
  '`oauthClient` (401 otherwise), who becomes the owner.';

@ApiTags('OpenID provider: clients')
@ApiCookieAuth()
@ApiSecurity('service-key')
@UseGuards(ServiceKeyRouteGuard, SessionGuard)
@UseFilters(OAuthErrorFilter)
@Controller('admin/oauth2')
export class AdminOAuthClientsController {
  constructor(private readonly clients: OAuthClientsService) {}

  @Post('create-client')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Register a client with the administrators’ fields; its secret is shown only here',
    description: WHO,
  })
  @ApiCreatedResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.NOT_FOUND, BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  create(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: AdminCreateOAuthClientDto,
  ): Promise<OAuthClientWire> {
    return this.clients.create(auditCaller, { user, isAdmin: true }, body);
  }

  @Post('update-client')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change a client, including `disabled`, consent, logout and client_credentials scopes',
    description: `${WHO} Another owner's client: only its \`client_credentials_scopes\`.`,
  })
  @ApiOkResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.NOT_FOUND, BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: AdminUpdateOAuthClientDto,
  ): Promise<OAuthClientWire> {
    return this.clients.update(auditCaller, { user, isAdmin: true }, body.client_id, body.update);
  }
}

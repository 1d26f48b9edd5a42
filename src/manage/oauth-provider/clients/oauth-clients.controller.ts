import { Body, Controller, Get, HttpCode, Post, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { ClientIdDto } from './dto/client-id.dto';
import { AdminCreateOAuthClientDto } from './dto/admin-create-oauth-client.dto';
import { OAuthClientResponse } from './dto/oauth-client.response';
import { AdminUpdateOAuthClientDto } from './dto/update-oauth-client.dto';
import { OAuthErrorFilter } from '../oauth-error';
import { OAuthClientReads } from './oauth-client-reads.service';
import { OAuthClientWire } from './oauth-client-wire';
import { OAuthClientsService } from './oauth-clients.service';

const WHO =
  'Users whose admin role grants `oauthClient` (`admin` does), on the clients they registered; the administrators’ fields are taken except `client_secret_expires_at`, `subject_type` and `metadata`. Refusals of the registration are `{error, error_description}` (`invalid_redirect_uri`, `invalid_client_metadata`, `invalid_scope`).';

@ApiTags('OpenID provider: clients')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@UseFilters(OAuthErrorFilter)
@Controller('oauth2')
export class OAuthClientsController {
  constructor(
    private readonly clients: OAuthClientsService,
    private readonly reads: OAuthClientReads,
  ) {}

  @Post('create-client')
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a client; its secret is shown only here', description: WHO })
  @ApiCreatedResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  create(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: AdminCreateOAuthClientDto,
  ): Promise<OAuthClientWire> {
    return this.clients.create(auditCaller, { user, isAdmin: false }, body);
  }

  @Get('get-client')
  @ApiOperation({ summary: 'One of your clients, without its secret', description: WHO })
  @ApiOkResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  get(@CurrentSession() { user }: ActiveSession, @Query() query: ClientIdDto): Promise<OAuthClientWire> {
    return this.reads.get(user, query.client_id);
  }

  @Get('get-clients')
  @ApiOperation({ summary: 'The clients you registered, without their secrets', description: WHO })
  @ApiOkResponse({ type: [OAuthClientResponse] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  list(@CurrentSession() { user }: ActiveSession): Promise<OAuthClientWire[]> {
    return this.reads.list(user);
  }

  @Post('update-client')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change one of your clients', description: WHO })
  @ApiOkResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: AdminUpdateOAuthClientDto,
  ): Promise<OAuthClientWire> {
    return this.clients.update(auditCaller, { user, isAdmin: false }, body.client_id, body.update);
  }

  @Post('client/rotate-secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'Give a confidential client a new secret, shown only here', description: WHO })
  @ApiOkResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  rotateSecret(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: ClientIdDto,
  ): Promise<OAuthClientWire> {
    return this.clients.rotateSecret(auditCaller, { user, isAdmin: false }, body.client_id);
  }

  @Post('delete-client')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete one of your clients with its tokens and consents', description: WHO })
  @ApiOkResponse({ description: 'Deleted; the body is empty, as the package answers' })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  async delete(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: ClientIdDto,
  ): Promise<void> {
    await this.clients.delete(auditCaller, user, body.client_id);
  }

  @Get('public-client')
  @ApiOperation({
    summary: "A client's public face (name, links, contacts) for the login and consent pages",
    description: 'Any signed-in user; a disabled client reads as missing (`404 not_found`).',
  })
  @ApiOkResponse({ type: OAuthClientResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  getPublic(@Query() query: ClientIdDto): Promise<OAuthClientWire> {
    return this.reads.getPublic(query.client_id);
  }
}

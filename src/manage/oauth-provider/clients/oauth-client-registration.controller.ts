import { Body, Controller, Header, HttpCode, Post, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { MaybeSession } from '../../../identity/session/current-session.decorator';
import { OptionalSessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { ApiOAuthErrors } from '../oauth-error';
import { OAuthClientResponse } from './dto/oauth-client.response';
import { RegisterOAuthClientDto } from './dto/register-oauth-client.dto';
import { OAuthClientRegistrationFilter } from './oauth-client-registration.filter';
import { OAuthClientWire } from './oauth-client-wire';
import { OAuthClientsService } from './oauth-clients.service';
import { REGISTRATION_NEEDS_AUTHENTICATION } from './oauth-client-refusal';

@ApiTags('OpenID provider: clients')
@ApiCookieAuth()
@UseGuards(OptionalSessionGuard)
@UseFilters(OAuthClientRegistrationFilter)
@Controller('oauth2')
export class OAuthClientRegistrationController {
  constructor(private readonly clients: OAuthClientsService) {}

  @Post('register')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({
    summary: 'Dynamic client registration (RFC 7591); the secret is shown only here',
    description:
      'Needs the session of a user whose admin role grants `oauthClient` (`admin` does), who becomes the owner. ' +
      'The client gets every scope the provider offers and no client_credentials scopes; `skip_consent` is ' +
      'refused and other administrators’ fields are ignored. A signed-in user without the right gets an empty 401. ' +
      '`OAUTH_PROVIDER_DYNAMIC_REGISTRATION=false` turns it off (403).',
  })
  @ApiCreatedResponse({ type: OAuthClientResponse })
  @ApiOAuthErrors({
    400: ['invalid_client_metadata', 'invalid_redirect_uri', 'invalid_scope', 'invalid_software_statement'],
    403: ['access_denied'],
  })
  @ApiResponse({
    status: 401,
    description: 'Without a session (`WWW-Authenticate: Bearer`), or as a user who may not create clients (empty body)',
    schema: {
      type: 'object',
      properties: { error_description: { type: 'string', enum: [REGISTRATION_NEEDS_AUTHENTICATION] } },
    },
  })
  register(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() session: ActiveSession | null,
    @Body() body: RegisterOAuthClientDto,
  ): Promise<OAuthClientWire> {
    return this.clients.register(auditCaller, session?.user ?? null, body);
  }
}

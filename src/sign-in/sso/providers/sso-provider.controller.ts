import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { ProviderIdDto, RegisterSsoProviderDto } from './dto/register-sso-provider.dto';
import { RegisteredSsoProviderResponse, SsoProviderListResponse } from './dto/registered-sso-provider.response';
import { SsoProviderView } from './dto/sso-provider.response';
import { SuccessResponse } from '../../../platform/common/http/status.response';
import { RegisteredSsoProvider, SsoProviderService } from './sso-provider.service';
import { SSO_PROVIDER_ERRORS } from './sso-providers.errors';

const E = SSO_PROVIDER_ERRORS;

@ApiTags('Single sign-on')
@ApiCookieAuth()
@Controller('sso')
@UseGuards(SessionGuard)
export class SsoProviderController {
  constructor(private readonly providers: SsoProviderService) {}

  @Post('register')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Register an OIDC or SAML identity provider',
    description:
      'OIDC endpoints are read from {issuer}/.well-known/openid-configuration; private IdP hosts must be in SSO_TRUSTED_ORIGINS. Errors with lower-case codes (discovery_private_host, discovery_untrusted_origin, issuer_mismatch, discovery_not_found, …) report discovery failures.',
  })
  @ApiOkResponse({ type: RegisteredSsoProviderResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    E.YOU_ARE_NOT_A_MEMBER_OF_THE_ORGANIZATION,
    E.YOU_MUST_BE_AN_ORGANIZATION_OWNER_OR_ADMIN_TO_REGISTER_SSO_PROVIDERS,
    E.YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_SSO_PROVIDERS,
    E.THIS_PROVIDERID_IS_RESERVED_AND_CANNOT_BE_USED_FOR_AN_SSO_PROVIDER,
    E.SSO_PROVIDER_WITH_THIS_PROVIDERID_ALREADY_EXISTS,
    E.ONE_OF_OIDCCONFIG_OR_SAMLCONFIG_IS_REQUIRED,
    E.CLIENTSECRET_IS_REQUIRED_WHEN_USING_CLIENT_SECRET_BASIC_OR_CLIENT_SECRET_POST_AUTHENTICATION,
    E.PRIVATE_KEY_JWT_AUTHENTICATION_IS_NOT_SUPPORTED,
    E.CERT_SOURCE_MISSING,
    E.SAML_ENTITY_ID_REQUIRED,
    E.SAML_METADATA_TOO_LARGE,
  )
  register(
    @Caller() caller: AuditCaller,
    @CurrentSession() session: ActiveSession,
    @Body() body: RegisterSsoProviderDto,
  ): Promise<RegisteredSsoProvider> {
    return this.providers.register(caller, session.user, body);
  }

  @Get('get-provider')
  @ApiOperation({ summary: 'A provider the caller manages, without its client secret' })
  @ApiOkResponse({ type: SsoProviderView })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, E.PROVIDER_NOT_FOUND, E.YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER)
  get(@CurrentSession() session: ActiveSession, @Query() query: ProviderIdDto): Promise<SsoProviderView> {
    return this.providers.get(session.user, query.providerId);
  }

  @Get('providers')
  @ApiOperation({
    summary: 'The providers the caller manages',
    description: 'Their own providers, and those of the organizations they own or administer.',
  })
  @ApiOkResponse({ type: SsoProviderListResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async list(@CurrentSession() session: ActiveSession): Promise<{ providers: SsoProviderView[] }> {
    return { providers: await this.providers.list(session.user) };
  }

  @Post('delete-provider')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a provider; accounts linked through it are unlinked' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, E.PROVIDER_NOT_FOUND, E.YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER)
  async delete(
    @Caller() caller: AuditCaller,
    @CurrentSession() session: ActiveSession,
    @Body() body: ProviderIdDto,
  ): Promise<{ success: true }> {
    await this.providers.delete(caller, session.user, body.providerId);
    return { success: true };
  }
}

import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainVerificationTokenResponse } from './dto/registered-sso-provider.response';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { ProviderIdDto } from './dto/register-sso-provider.dto';
import { DomainVerificationService } from './domain-verification.service';
import { SSO_PROVIDER_ERRORS } from './sso-providers.errors';

const E = SSO_PROVIDER_ERRORS;

@ApiTags('Single sign-on')
@ApiCookieAuth()
@Controller('sso')
@UseGuards(SessionGuard)
export class DomainVerificationController {
  constructor(private readonly verification: DomainVerificationService) {}

  @Post('request-domain-verification')
  @HttpCode(201)
  @ApiOperation({
    summary: 'The token to publish as the TXT record _better-auth-token-{providerId}.{domain}',
    description: 'The live token, or a new one (valid a week) when it expired.',
  })
  @ApiCreatedResponse({ type: DomainVerificationTokenResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, E.PROVIDER_NOT_FOUND, E.YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER, E.DOMAIN_VERIFIED)
  async request(
    @CurrentSession() session: ActiveSession,
    @Body() body: ProviderIdDto,
  ): Promise<{ domainVerificationToken: string }> {
    return { domainVerificationToken: await this.verification.request(session.user, body.providerId) };
  }

  @Post('verify-domain')
  @HttpCode(204)
  @ApiOperation({ summary: 'Check the TXT record of every domain of the provider and mark it verified' })
  @ApiNoContentResponse({ description: 'The domain is verified' })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    E.PROVIDER_NOT_FOUND,
    E.YOU_DONT_HAVE_ACCESS_TO_THIS_PROVIDER,
    E.DOMAIN_VERIFIED,
    E.IDENTIFIER_TOO_LONG,
    E.NO_PENDING_VERIFICATION,
    E.INVALID_DOMAIN,
    E.DOMAIN_VERIFICATION_FAILED,
    E.SSO_PROVIDER_CHANGED,
  )
  async verify(
    @Caller() caller: AuditCaller,
    @CurrentSession() session: ActiveSession,
    @Body() body: ProviderIdDto,
  ): Promise<void> {
    await this.verification.verify(caller, session.user, body.providerId);
  }
}

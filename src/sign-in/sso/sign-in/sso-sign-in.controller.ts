import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { LoginCsrf } from '../../../platform/runtime/http/origin.guard';
import { RequestMetaReader } from '../../../identity/session/request-meta';
import { OAuthCallbackParams } from '../../social/dto/provider-account.dto';
import { StateCookie } from '../../social/state-cookie';
import { SignInSsoDto, SsoRedirectResponse } from './dto/sign-in-sso.dto';
import { SsoOidcCallbackService } from './sso-oidc-callback.service';
import { SsoSessionRedirect } from './sso-session-redirect';
import { SsoSignInService } from './sso-sign-in.service';
import { SSO_SIGN_IN_ERRORS } from './sso-sign-in.errors';

@ApiTags('Single sign-on')
@Controller()
export class SsoSignInController {
  constructor(
    private readonly signIns: SsoSignInService,
    private readonly callbacks: SsoOidcCallbackService,
    private readonly redirects: SsoSessionRedirect,
    private readonly stateCookie: StateCookie,
    private readonly meta: RequestMetaReader,
  ) {}

  @Post('sign-in/sso')
  @HttpCode(200)
  @LoginCsrf()
  @ApiOperation({
    summary: "Sign in through an organization's IdP: the URL to send the browser to",
    description:
      'The provider is found by providerId, organizationSlug, domain or the email’s domain. OIDC: an authorization ' +
      'code request with PKCE, state and nonce; the IdP returns to /sso/callback/{providerId}. SAML: the IdP URL ' +
      'with SAMLRequest and RelayState.',
  })
  @ApiOkResponse({ type: SsoRedirectResponse })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    SSO_SIGN_IN_ERRORS.EMAIL_ORGANIZATIONSLUG_DOMAIN_OR_PROVIDERID_IS_REQUIRED,
    SSO_SIGN_IN_ERRORS.NO_PROVIDER_FOUND_FOR_THE_ISSUER,
    SSO_SIGN_IN_ERRORS.PROVIDER_DOMAIN_HAS_NOT_BEEN_VERIFIED,
    SSO_SIGN_IN_ERRORS.OIDC_PROVIDER_IS_NOT_CONFIGURED,
    SSO_SIGN_IN_ERRORS.SAML_PROVIDER_IS_NOT_CONFIGURED,
    SSO_SIGN_IN_ERRORS.SAML_SIGN_IN_NOT_AVAILABLE,
    BASE_ERRORS.INVALID_ORIGIN,
    BASE_ERRORS.INVALID_CALLBACKURL,
    BASE_ERRORS.INVALID_ERRORCALLBACKURL,
    BASE_ERRORS.INVALID_NEWUSERCALLBACKURL,
  )
  async signInSso(@Body() body: SignInSsoDto, @Res({ passthrough: true }) res: Response): Promise<SsoRedirectResponse> {
    const { url, state } = await this.signIns.begin(body);
    if (state) this.stateCookie.write(res, state);
    return { url, redirect: true };
  }

  @Get('sso/callback/:providerId')
  @ApiOperation({
    summary:
      'Where an OIDC IdP sends the browser back: signs in and redirects to the callbackURL, or to the errorCallbackURL with ?error=',
  })
  @ApiFoundResponse({
    description: 'To the callbackURL (or newUserCallbackURL) signed in, or to the errorCallbackURL with ?error=',
  })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async callback(
    @Caller() auditCaller: AuditCaller,
    @Param('providerId') providerId: string,
    @Query() query: OAuthCallbackParams,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const outcome = await this.callbacks.complete(
      auditCaller,
      providerId,
      params,
      this.stateCookie.read(req),
      this.meta.read(req),
    );
    if (params.get('state')) this.stateCookie.clear(res);
    this.redirects.send(res, outcome);
  }
}

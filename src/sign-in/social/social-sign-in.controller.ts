import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { CrossSiteForm, LoginCsrf } from '../../platform/runtime/http/origin.guard';
import { TakesForms } from '../../platform/common/http/body-type.guard';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { AppConfig } from '../../platform/config/app-config';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { OAuthCallbackParams } from './dto/provider-account.dto';
import { SignInSocialDto } from './dto/sign-in-social.dto';
import { SocialIdTokenSignInResponse, SocialProvidersResponse, SocialRedirectResponse } from './dto/social.responses';
import { OAuthCallbackService } from './oauth-callback.service';
import { SocialProviderRegistry } from './providers/social-provider-registry';
import { SocialSignInService } from './social-sign-in.service';
import { SOCIAL_ERRORS } from './social.errors';
import { StateCookie } from './state-cookie';

export const ID_TOKEN_ERRORS = [
  SOCIAL_ERRORS.ID_TOKEN_NOT_SUPPORTED,
  SOCIAL_ERRORS.ID_TOKEN_INVALID,
  SOCIAL_ERRORS.ID_TOKEN_EXPIRED,
  SOCIAL_ERRORS.ID_TOKEN_CLAIM_VALIDATION_FAILED,
  SOCIAL_ERRORS.ID_TOKEN_SIGNATURE_VERIFICATION_FAILED,
  SOCIAL_ERRORS.ID_TOKEN_UNSUPPORTED_ALG,
  SOCIAL_ERRORS.ID_TOKEN_NO_MATCHING_KEY,
  SOCIAL_ERRORS.KEY_SET_MALFORMED,
  SOCIAL_ERRORS.KEY_SET_FETCH_FAILED,
  SOCIAL_ERRORS.KEY_SET_FETCH_TIMEOUT,
  SOCIAL_ERRORS.PROVIDER_UNAVAILABLE,
  SOCIAL_ERRORS.USER_EMAIL_NOT_FOUND,
];

@ApiTags('Social and OpenID Connect sign-in')
@Controller()
export class SocialSignInController {
  constructor(
    private readonly signIns: SocialSignInService,
    private readonly callbacks: OAuthCallbackService,
    private readonly providers: SocialProviderRegistry,
    private readonly cookies: SessionCookies,
    private readonly stateCookie: StateCookie,
    private readonly meta: RequestMetaReader,
    private readonly config: AppConfig,
  ) {}

  @Get('social-providers')
  @ApiOperation({ summary: 'The configured providers and the sign-up policy, for a sign-in page to offer' })
  @ApiOkResponse({ type: SocialProvidersResponse })
  listProviders(): SocialProvidersResponse {
    const { policy, domains } = this.config.signUp;
    return {
      providers: this.providers.list().map(({ id, name }) => ({ id, name })),
      signUp: { policy, domains: [...domains] },
    };
  }

  @Post('sign-in/social')
  @HttpCode(200)
  @LoginCsrf()
  @ApiOperation({
    summary:
      'Sign in through a provider: the URL to send the browser to (authorization code with PKCE), or at once with an ID token',
    description:
      'Without idToken the answer is {url, redirect} with a Location header (unless disableRedirect); the provider sends the browser back to /callback/{provider}. ' +
      'With idToken the token is verified against the provider’s key set and the answer is the session, as for sign-in/email.',
  })
  @ApiOkResponse({
    type: SocialRedirectResponse,
    description: 'The redirect, or (with idToken) a SocialIdTokenSignInResponse',
  })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    SOCIAL_ERRORS.PROVIDER_NOT_FOUND,
    ...ID_TOKEN_ERRORS,
    SOCIAL_ERRORS.ACCOUNT_NOT_LINKED,
    SOCIAL_ERRORS.SIGNUP_DISABLED,
    SOCIAL_ERRORS.OAUTH_LINK_ERROR,
    SESSION_ERRORS.BANNED_USER,
    BASE_ERRORS.INVALID_ORIGIN,
    BASE_ERRORS.INVALID_CALLBACKURL,
    BASE_ERRORS.INVALID_ERRORCALLBACKURL,
    BASE_ERRORS.INVALID_NEWUSERCALLBACKURL,
  )
  async signInSocial(
    @Caller() auditCaller: AuditCaller,
    @Body() body: SignInSocialDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SocialRedirectResponse | SocialIdTokenSignInResponse> {
    if (body.idToken) {
      const { user, session } = await this.signIns.signInWithIdToken(
        auditCaller,
        body.provider,
        body.idToken,
        this.meta.read(req),
      );
      this.cookies.write(res, { session, user }, false);
      return { redirect: false, token: session.token, url: undefined, user: toUserResponse(user) };
    }
    const { url, state } = await this.signIns.beginRedirect({ providerId: body.provider, ...body });
    this.stateCookie.write(res, state);
    if (!body.disableRedirect) res.setHeader('Location', url);
    return { url, redirect: !body.disableRedirect };
  }

  @Get('callback/:providerId')
  @ApiOperation({
    summary:
      'Where the provider sends the browser back: signs in (or links) and redirects to the callbackURL, or to the error page with ?error=…',
  })
  @ApiFoundResponse({
    description:
      'To the callbackURL (or newUserCallbackURL) signed in, or to the errorCallbackURL or error page with ?error=',
  })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async callback(
    @Caller() auditCaller: AuditCaller,
    @Param('providerId') providerId: string,
    @Query() query: OAuthCallbackParams,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const params = new URLSearchParams(definedEntries(query));
    const outcome = await this.callbacks.complete(
      auditCaller,
      providerId,
      params,
      this.stateCookie.read(req),
      this.meta.read(req),
    );
    if (params.get('state')) this.stateCookie.clear(res);
    if (outcome.signedIn) this.cookies.write(res, outcome.signedIn, false);
    res.redirect(302, outcome.location);
  }

  /** A form_post answer: sent on as a GET, where the browser includes the SameSite=Lax state cookie. */
  @Post('callback/:providerId')
  @HttpCode(302)
  @CrossSiteForm()
  @TakesForms()
  @ApiOperation({ summary: "A provider's form_post answer: sent on to the GET callback with its parameters" })
  @ApiBody({ type: OAuthCallbackParams, required: false })
  @ApiFoundResponse({ description: 'To GET /callback/{providerId} with the same parameters' })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  callbackPost(
    @Param('providerId') providerId: string,
    @Body() body: OAuthCallbackParams,
    @Query() query: OAuthCallbackParams,
    @Res() res: Response,
  ): void {
    const params = new URLSearchParams([...definedEntries(body), ...definedEntries(query)]);
    res.redirect(302, `${this.signIns.callbackUrlOf(providerId)}?${params.toString()}`);
  }
}

function definedEntries(params: OAuthCallbackParams): [string, string][] {
  return Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

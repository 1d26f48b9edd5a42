import { Injectable, Logger } from '@nestjs/common';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AppConfig } from '../../../platform/config/app-config';
import { RequestMeta } from '../../../identity/session/session.types';
import { OAuthStateError, OAuthStateService } from '../../social/oauth-state.service';
import { OAuthStateData } from '../../social/social.types';
import { SsoProviders } from '../providers/sso-providers';
import { SsoIdentity, SsoProvider, SsoReturnUrls } from '../sso-provider.types';
import { withQuery } from './redirect-query';
import { SsoCallbackFailure } from './sso-callback-failure';
import { SsoOidcClient } from './sso-oidc-client';
import { SsoSignInCompletion } from './sso-sign-in-completion.service';
import { SSO_SIGN_IN_ERRORS } from './sso-sign-in.errors';
import { SsoSignInMetrics } from './sso-sign-in.metrics';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoSignInOutcome } from './sso-sign-in.types';

/** The state of an SSO sign-in: the social sign-in's, bound to the provider it began with. */
type SsoStateData = OAuthStateData & { ssoProviderId?: string };

/**
 * `GET /sso/callback/{providerId}`: the state redeemed once, then the IdP's answer (an error, or a code traded for
 * verified tokens) turned into an identity the completion signs in. Any failure redirects without a session.
 */
@Injectable()
export class SsoOidcCallbackService {
  private readonly logger = new Logger(SsoOidcCallbackService.name);

  constructor(
    private readonly states: OAuthStateService,
    private readonly providers: SsoProviders,
    private readonly oidc: SsoOidcClient,
    private readonly signIns: SsoSignInService,
    private readonly completion: SsoSignInCompletion,
    private readonly metrics: SsoSignInMetrics,
    private readonly config: AppConfig,
  ) {}

  async complete(
    auditCaller: AuditCaller,
    providerId: string,
    params: URLSearchParams,
    cookieState: string | null,
    meta: RequestMeta,
  ): Promise<SsoSignInOutcome> {
    const state = params.get('state');
    let data: SsoStateData;
    try {
      if (!state) throw new OAuthStateError('please_restart_the_process');
      data = await this.states.redeem(state, cookieState);
    } catch (error) {
      if (!(error instanceof OAuthStateError)) throw error;
      // Without a state of ours there is no caller's URL to trust: the service's error page says it.
      this.metrics.record('oidc', 'invalid_state');
      return { location: withQuery(this.errorPageUrl, { error: 'invalid_state', error_description: error.reason }) };
    }
    const urls: SsoReturnUrls = {
      callbackURL: data.callbackURL,
      errorCallbackURL: data.errorURL,
      newUserCallbackURL: data.newUserURL,
    };
    try {
      const { provider, identity } = await this.verify(providerId, params, data);
      return await this.completion.complete(auditCaller, provider, identity, urls, meta);
    } catch (error) {
      if (!(error instanceof SsoCallbackFailure)) throw error;
      this.metrics.record('oidc', params.get('error') ? 'provider_error' : error.error);
      return this.completion.refusal(urls, error.error, error.description);
    }
  }

  private get errorPageUrl(): string {
    return `${this.config.baseUrl}${this.config.basePath}/error`;
  }

  private async verify(
    providerId: string,
    params: URLSearchParams,
    data: SsoStateData,
  ): Promise<{ provider: SsoProvider; identity: SsoIdentity }> {
    const providerError = params.get('error');
    if (providerError) throw new SsoCallbackFailure(providerError, params.get('error_description') ?? providerError);
    if (!params.get('code')) throw new SsoCallbackFailure('invalid_request', 'authorization_code_not_found');
    if (data.ssoProviderId !== providerId) throw new SsoCallbackFailure('invalid_state', 'state_provider_mismatch');
    const provider = await this.providers.findByProviderId(providerId);
    if (!provider?.oidcConfig) throw new SsoCallbackFailure('invalid_provider', 'provider not found');
    if (this.config.sso.domainVerification && !provider.domainVerified) {
      const { code, message } = SSO_SIGN_IN_ERRORS.PROVIDER_DOMAIN_HAS_NOT_BEEN_VERIFIED;
      throw new SsoCallbackFailure(code, message);
    }
    try {
      const identity = await this.oidc.identity(provider, params, {
        codeVerifier: data.codeVerifier,
        nonce: data.nonce,
        redirectUri: this.signIns.redirectUriOf(provider.providerId),
      });
      return { provider, identity };
    } catch (error) {
      if (error instanceof SsoCallbackFailure) throw error;
      // What the IdP or the guard refused is logged for the operator; the browser learns only that it failed.
      // Name and message only: a refused token's error object carries its claims.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown';
      this.logger.warn({ providerId, reason }, 'The IdP answer of an SSO sign-in was refused');
      throw new SsoCallbackFailure('invalid_provider', 'token_not_verified');
    }
  }
}

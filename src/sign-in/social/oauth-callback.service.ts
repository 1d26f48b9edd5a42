import { Injectable, Logger } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { RequestMeta } from '../../identity/session/session.types';
import { AccountLinkingService } from './account-linking.service';
import { CallbackFailure } from './callback-failure';
import { OAuthStateError, OAuthStateService } from './oauth-state.service';
import { ProviderSignIn, ProviderUserService } from './provider-user.service';
import { SocialProviderRegistry } from './providers/social-provider-registry';
import { SocialSignInService } from './social-sign-in.service';
import { SocialMetrics } from './social.metrics';
import { OAuthStateData, ProviderTokens } from './social.types';

/** Where the callback sends the browser; with the new session when it signed someone in. */
export interface CallbackOutcome {
  location: string;
  signedIn?: ProviderSignIn;
}

/** Better Auth tells the banned this on the error page. */
const BANNED_DESCRIPTION =
  'You have been banned from this application. Please contact support if you believe this is an error.';

/**
 * The provider's redirect back: checks the state, trades the code for tokens (verifying the ID
 * token), then signs the user in or links the account, and says where the browser goes next.
 */
@Injectable()
export class OAuthCallbackService {
  private readonly logger = new Logger(OAuthCallbackService.name);

  constructor(
    private readonly providers: SocialProviderRegistry,
    private readonly states: OAuthStateService,
    private readonly signIns: SocialSignInService,
    private readonly providerUsers: ProviderUserService,
    private readonly linking: AccountLinkingService,
    private readonly config: AppConfig,
    private readonly metrics: SocialMetrics,
    readonly audit: AuditService,
  ) {}

  get errorPageUrl(): string {
    return `${this.config.baseUrl}${this.config.basePath}/error`;
  }

  async complete(
    auditCaller: AuditCaller,
    providerId: string,
    params: URLSearchParams,
    cookieState: string | null,
    meta: RequestMeta,
  ): Promise<CallbackOutcome> {
    const { outcome, result } = await this.completeAndName(auditCaller, providerId, params, cookieState, meta);
    if (result) this.metrics.record(providerId, result);
    return outcome;
  }

  /** The outcome, and what the sign-in came to (none for an account linked to a signed-in user). */
  private async completeAndName(
    auditCaller: AuditCaller,
    providerId: string,
    params: URLSearchParams,
    cookieState: string | null,
    meta: RequestMeta,
  ): Promise<{ outcome: CallbackOutcome; result: string | null }> {
    const state = params.get('state');
    if (!state) {
      return {
        outcome: { location: withQuery(this.errorPageUrl, { state: 'state_not_found' }) },
        result: 'state_not_found',
      };
    }
    let data: OAuthStateData;
    try {
      data = await this.states.redeem(state, cookieState);
    } catch (error) {
      if (error instanceof OAuthStateError) {
        return { outcome: { location: withQuery(this.errorPageUrl, { error: error.reason }) }, result: error.reason };
      }
      throw error;
    }
    const errorURL = data.errorURL || this.errorPageUrl;
    try {
      const outcome = await this.finish(auditCaller, providerId, params, data, meta);
      return { outcome, result: outcome.signedIn ? 'success' : null };
    } catch (error) {
      if (error instanceof AuthError && error.code === SESSION_ERRORS.BANNED_USER.code) {
        const location = withQuery(this.errorPageUrl, { error: 'banned', error_description: BANNED_DESCRIPTION });
        return { outcome: { location }, result: error.code };
      }
      if (error instanceof AuthError) {
        const location = withQuery(errorURL, { error: error.code.toLowerCase(), error_description: error.message });
        return { outcome: { location }, result: error.code };
      }
      if (error instanceof CallbackFailure) {
        const location = withQuery(errorURL, { error: error.error, error_description: error.description });
        // What the provider reported is its own text: one name for all of it keeps the series bounded.
        return { outcome: { location }, result: params.get('error') ? 'provider_error' : error.error };
      }
      throw error;
    }
  }

  private async finish(
    auditCaller: AuditCaller,
    providerId: string,
    params: URLSearchParams,
    data: OAuthStateData,
    meta: RequestMeta,
  ): Promise<CallbackOutcome> {
    const providerError = params.get('error');
    if (providerError) throw new CallbackFailure(providerError, params.get('error_description') ?? undefined);
    if (!params.get('code')) throw new CallbackFailure('no_code');
    const provider = this.providers.find(providerId);
    if (!provider) throw new CallbackFailure('oauth_provider_not_found');
    let tokens: ProviderTokens;
    try {
      tokens = await provider.exchangeCode(params, data.codeVerifier, this.signIns.redirectUriOf(provider), data.nonce);
    } catch (error) {
      // A token the provider signed wrongly, or a key set out of reach, is named; anything else is a bad code.
      if (error instanceof AuthError) throw error;
      this.logger.warn({ err: error, providerId }, 'The provider refused the authorization code');
      throw new CallbackFailure('invalid_code');
    }
    const profile = await provider.profile(tokens);
    if (!profile) throw new CallbackFailure('unable_to_get_user_info');
    if (data.link) {
      await this.linking.linkFromCallback(auditCaller, data.link, provider.id, profile, tokens);
      return { location: data.callbackURL };
    }
    if (!profile.email) throw new CallbackFailure('email_not_found');
    const signedIn = await this.signInFromCallback(
      auditCaller,
      provider.id,
      { ...profile, email: profile.email },
      tokens,
      meta,
    );
    return { location: signedIn.isRegister ? data.newUserURL || data.callbackURL : data.callbackURL, signedIn };
  }

  @Audited('sign-in.social', ([providerId]: [string, ...unknown[]], signedIn?: ProviderSignIn) => ({
    actorId: signedIn?.user.id ?? null,
    targetType: 'user',
    targetId: signedIn?.user.id,
    metadata: { providerId, method: 'redirect', newUser: signedIn?.isRegister ?? false },
  }))
  private signInFromCallback(
    _auditCaller: AuditCaller,
    ...args: Parameters<ProviderUserService['signIn']>
  ): Promise<ProviderSignIn> {
    return this.providerUsers.signIn(...args);
  }
}

function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

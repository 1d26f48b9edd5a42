import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Audited } from '../../platform/audit/audited.decorator';
import { AuditService } from '../../platform/audit/audit.service';
import { AuthError } from '../../platform/common/errors/auth-error';
import { AppConfig } from '../../platform/config/app-config';
import { RequestMeta } from '../../identity/session/session.types';
import { NewOAuthState, OAuthStateService } from './oauth-state.service';
import { ProviderSignIn, ProviderUserService } from './provider-user.service';
import { SocialProviderRegistry } from './providers/social-provider-registry';
import { SignUpRefused } from './sign-up-refused';
import { SOCIAL_ERRORS } from './social.errors';
import { SocialMetrics } from './social.metrics';
import { ProviderProfile, SocialProvider } from './social.types';

export interface SocialRedirectInput {
  providerId: string;
  callbackURL?: string;
  errorCallbackURL?: string;
  newUserCallbackURL?: string;
  requestSignUp?: boolean;
  scopes?: string[];
  loginHint?: string;
  additionalData?: Record<string, unknown>;
}

export interface IdTokenInput {
  token: string;
  nonce?: string;
  accessToken?: string;
  refreshToken?: string;
  /** Seconds since the epoch, or milliseconds, as clients send it. */
  expiresAt?: number;
  scopes?: string[];
}

/** Where to send the browser, and the state it must come back with. */
export interface AuthorizationRedirect {
  url: string;
  state: string;
}

/** Sign-in through a provider: the redirect to it, or an ID token the client already holds. */
@Injectable()
export class SocialSignInService {
  constructor(
    private readonly providers: SocialProviderRegistry,
    private readonly states: OAuthStateService,
    private readonly providerUsers: ProviderUserService,
    private readonly config: AppConfig,
    private readonly metrics: SocialMetrics,
    readonly audit: AuditService,
  ) {}

  getProvider(providerId: string): SocialProvider {
    const provider = this.providers.find(providerId);
    if (!provider) throw new AuthError(SOCIAL_ERRORS.PROVIDER_NOT_FOUND);
    return provider;
  }

  async beginRedirect(input: SocialRedirectInput, link?: NewOAuthState['link']): Promise<AuthorizationRedirect> {
    const provider = this.getProvider(input.providerId);
    const { state, stored } = await this.states.issue({
      ...input.additionalData,
      callbackURL: input.callbackURL || new URL(this.config.baseUrl).origin,
      errorURL: input.errorCallbackURL,
      newUserURL: input.newUserCallbackURL,
      requestSignUp: input.requestSignUp,
      link,
    });
    const url = await provider.authorizationUrl({
      state,
      codeVerifier: stored.codeVerifier,
      nonce: stored.nonce,
      redirectUri: this.redirectUriOf(provider),
      scopes: input.scopes,
      loginHint: input.loginHint,
    });
    return { url: url.toString(), state };
  }

  @Audited('sign-in.social', ([providerId]: [string, ...unknown[]], signedIn?: ProviderSignIn) => ({
    actorId: signedIn?.user.id ?? null,
    targetType: 'user',
    targetId: signedIn?.user.id,
    metadata: { providerId, method: 'id-token' },
  }))
  async signInWithIdToken(
    _auditCaller: AuditCaller,
    providerId: string,
    idToken: IdTokenInput,
    meta: RequestMeta,
  ): Promise<ProviderSignIn> {
    try {
      const provider = this.getProvider(providerId);
      const profile = await this.verifiedProfile(provider, idToken);
      const signedIn = await this.providerUsers.signIn(provider.id, profile, tokensOf(idToken), meta);
      this.metrics.record(providerId, 'success');
      return signedIn;
    } catch (caught) {
      const error = caught instanceof SignUpRefused ? caught.toAuthError(this.config.betterAuthCompat) : caught;
      // Counted, then passed on.
      this.metrics.record(providerId, error instanceof AuthError ? error.code : 'error');
      throw error;
    }
  }

  /** The profile an ID token vouches for, with an address. */
  async verifiedProfile(provider: SocialProvider, idToken: IdTokenInput): Promise<ProviderProfile & { email: string }> {
    if (!provider.verifiesIdTokens) throw new AuthError(SOCIAL_ERRORS.ID_TOKEN_NOT_SUPPORTED);
    await provider.verifyIdToken(idToken.token, idToken.nonce);
    const profile = await provider.profile({ idToken: idToken.token, accessToken: null });
    if (!profile) throw new AuthError(SOCIAL_ERRORS.ID_TOKEN_INVALID);
    if (!profile.email) throw new AuthError(SOCIAL_ERRORS.USER_EMAIL_NOT_FOUND);
    return { ...profile, email: profile.email };
  }

  redirectUriOf(provider: SocialProvider): string {
    return this.callbackUrlOf(provider.id);
  }

  callbackUrlOf(providerId: string): string {
    return `${this.config.baseUrl}${this.config.basePath}/callback/${encodeURIComponent(providerId)}`;
  }
}

/** The tokens a client handed over with its ID token. */
export function tokensOf(idToken: IdTokenInput) {
  const expiresAtMs =
    idToken.expiresAt === undefined ? null : idToken.expiresAt < 1e12 ? idToken.expiresAt * 1000 : idToken.expiresAt;
  return {
    accessToken: idToken.accessToken ?? null,
    refreshToken: idToken.refreshToken ?? null,
    idToken: idToken.token,
    accessTokenExpiresAt: expiresAtMs === null ? null : new Date(expiresAtMs),
    refreshTokenExpiresAt: null,
    scopes: idToken.scopes ?? [],
  };
}

import { Injectable } from '@nestjs/common';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { AppConfig } from '../../../platform/config/app-config';
import { OAuthStateService } from '../../social/oauth-state.service';
import { SsoProviders } from '../providers/sso-providers';
import { SsoProvider, SsoReturnUrls } from '../sso-provider.types';
import { SamlSignInStarts } from './saml-sign-in-starts';
import { SsoOidcClient } from './sso-oidc-client';
import { SSO_SIGN_IN_ERRORS } from './sso-sign-in.errors';

export interface SsoSignInRequest extends SsoReturnUrls {
  email?: string;
  domain?: string;
  providerId?: string;
  organizationSlug?: string;
  loginHint?: string;
  scopes?: string[];
  providerType?: 'oidc' | 'saml';
}

/** Where to send the browser; `state` is set for OIDC, whose callback needs the state cookie. */
export interface SsoSignInStart {
  url: string;
  state?: string;
}

/** `POST /sign-in/sso`: finds the provider the request names and the URL that starts its sign-in. */
@Injectable()
export class SsoSignInService {
  constructor(
    private readonly providers: SsoProviders,
    private readonly states: OAuthStateService,
    private readonly oidc: SsoOidcClient,
    private readonly samlStarts: SamlSignInStarts,
    private readonly config: AppConfig,
  ) {}

  async begin(request: SsoSignInRequest): Promise<SsoSignInStart> {
    const provider = await this.findProvider(request);
    if (request.providerType === 'oidc' && !provider.oidcConfig)
      throw new AuthError(SSO_SIGN_IN_ERRORS.OIDC_PROVIDER_IS_NOT_CONFIGURED);
    if (request.providerType === 'saml' && !provider.samlConfig)
      throw new AuthError(SSO_SIGN_IN_ERRORS.SAML_PROVIDER_IS_NOT_CONFIGURED);
    if (this.config.sso.domainVerification && !provider.domainVerified)
      throw new AuthError(SSO_SIGN_IN_ERRORS.PROVIDER_DOMAIN_HAS_NOT_BEEN_VERIFIED);
    const urls = { callbackURL: request.callbackURL, errorCallbackURL: request.errorCallbackURL };
    if (!provider.oidcConfig || request.providerType === 'saml') {
      // The SAML module registers its start with SamlSignInStarts.
      return {
        url: await this.samlStarts.startUrl(provider, { ...urls, newUserCallbackURL: request.newUserCallbackURL }),
      };
    }
    // The provider travels in the state, so its callback refuses a state begun with another provider.
    const binding = { ssoProviderId: provider.providerId };
    const { state, stored } = await this.states.issue({
      ...binding,
      callbackURL: request.callbackURL,
      errorURL: request.errorCallbackURL,
      newUserURL: request.newUserCallbackURL,
    });
    const url = await this.oidc.authorizationUrl(provider, {
      state,
      codeVerifier: stored.codeVerifier,
      nonce: stored.nonce,
      redirectUri: this.redirectUriOf(provider.providerId),
      scopes: request.scopes,
      loginHint: request.loginHint || request.email,
    });
    return { url, state };
  }

  redirectUriOf(providerId: string): string {
    return `${this.config.baseUrl}${this.config.basePath}/sso/callback/${encodeURIComponent(providerId)}`;
  }

  private async findProvider(request: SsoSignInRequest): Promise<SsoProvider> {
    const { email, providerId, organizationSlug } = request;
    const domain = request.domain || email?.split('@')[1];
    if (!providerId && !organizationSlug && !domain)
      throw new AuthError(SSO_SIGN_IN_ERRORS.EMAIL_ORGANIZATIONSLUG_DOMAIN_OR_PROVIDERID_IS_REQUIRED);
    const provider = providerId
      ? await this.providers.findByProviderId(providerId)
      : ((organizationSlug ? await this.providers.findByOrganizationSlug(organizationSlug) : null) ??
        (domain ? await this.providers.findByDomain(domain) : null));
    if (!provider) throw new AuthError(SSO_SIGN_IN_ERRORS.NO_PROVIDER_FOUND_FOR_THE_ISSUER);
    return provider;
  }
}

import { Injectable } from '@nestjs/common';
import * as oauth from 'oauth4webapi';
import { Clock } from '../../../platform/common/time/clock';
import { IdTokenVerifier } from '../../social/id-token-verifier';
import { discoverOidc } from '../providers/outbound/oidc-discovery';
import { SsoOutboundFetch } from '../providers/outbound/sso-outbound-fetch';
import { OidcProviderConfig, SsoIdentity, SsoProvider } from '../sso-provider.types';
import { DEFAULT_SSO_SCOPES } from './sso-sign-in.constants';
import { identityFromClaims } from './oidc-claims';
import { SsoCallbackFailure } from './sso-callback-failure';

export interface OidcAuthorizationRequest {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  scopes?: string[];
  loginHint?: string;
}

interface OidcServer {
  server: oauth.AuthorizationServer;
  config: OidcProviderConfig;
  options: { [oauth.customFetch]: SsoOutboundFetch['fetch']; [oauth.allowInsecureRequests]: boolean };
}

/**
 * An organization's OpenID provider, as its `ssoProvider` row describes it: the authorization URL, then the code
 * traded for tokens (PKCE), the ID token verified against the provider's key set, and the claims read through the
 * provider's mapping. Every request goes through the guarded fetch, so a private IdP must be a trusted origin.
 */
@Injectable()
export class SsoOidcClient {
  constructor(
    private readonly outbound: SsoOutboundFetch,
    private readonly clock: Clock,
  ) {}

  async authorizationUrl(provider: SsoProvider, request: OidcAuthorizationRequest): Promise<string> {
    const { server, config } = await this.serverOf(provider);
    const url = new URL(server.authorization_endpoint!);
    const params: Record<string, string> = {
      client_id: config.clientId,
      response_type: 'code',
      redirect_uri: request.redirectUri,
      scope: scopesOf(request.scopes ?? config.scopes).join(' '),
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ...(request.loginHint ? { login_hint: request.loginHint } : {}),
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** Who signed in, from the callback's code; a `SsoCallbackFailure` names what went wrong. */
  async identity(
    provider: SsoProvider,
    callback: URLSearchParams,
    state: { codeVerifier: string; nonce: string; redirectUri: string },
  ): Promise<SsoIdentity> {
    const { server, config, options } = await this.serverOf(provider);
    const client: oauth.Client = { client_id: config.clientId, [oauth.clockTolerance]: 0 };
    const result = await this.exchange(server, client, config, options, callback, state);
    const claims = await this.verifyIdToken(server, config, result.id_token!, state.nonce);
    if (server.userinfo_endpoint && result.access_token) {
      const response = await oauth.userInfoRequest(server, client, result.access_token, options);
      // The user-info answer must describe the ID token's subject, or it is someone else's profile.
      Object.assign(claims, await oauth.processUserInfoResponse(server, client, String(claims.sub), response));
    }
    return identityFromClaims(claims, config.mapping);
  }

  private async exchange(
    server: oauth.AuthorizationServer,
    client: oauth.Client,
    config: OidcProviderConfig,
    options: OidcServer['options'],
    callback: URLSearchParams,
    state: { codeVerifier: string; nonce: string; redirectUri: string },
  ): Promise<oauth.TokenEndpointResponse> {
    if (config.tokenEndpointAuthentication === 'private_key_jwt') {
      throw new SsoCallbackFailure('invalid_provider', 'no_private_key_available');
    }
    const clientAuth =
      config.tokenEndpointAuthentication === 'client_secret_post'
        ? oauth.ClientSecretPost(config.clientSecret ?? '')
        : oauth.ClientSecretBasic(config.clientSecret ?? '');
    // The state was matched against the stored one before this point.
    const parameters = oauth.validateAuthResponse(server, client, callback, oauth.skipStateCheck);
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      client,
      clientAuth,
      parameters,
      state.redirectUri,
      state.codeVerifier,
      options,
    );
    return oauth.processAuthorizationCodeResponse(server, client, response, {
      expectedNonce: state.nonce,
      requireIdToken: true,
    });
  }

  /** The ID token's signature against the provider's key set (fetched through the guard), issuer and audience. */
  private async verifyIdToken(
    server: oauth.AuthorizationServer,
    config: OidcProviderConfig,
    idToken: string,
    nonce: string,
  ): Promise<Record<string, unknown>> {
    const verifier = new IdTokenVerifier(new URL(server.jwks_uri!), this.clock, (url, init) =>
      this.outbound.fetch(url, { ...init, endpoint: 'jwksEndpoint' }),
    );
    return { ...(await verifier.verify(idToken, { issuer: server.issuer, audience: config.clientId, nonce })) };
  }

  /** The provider's endpoints: as registered, else discovered again from its issuer. */
  private async serverOf(provider: SsoProvider): Promise<OidcServer> {
    const config = provider.oidcConfig;
    if (!config) throw new SsoCallbackFailure('invalid_provider', 'provider not found');
    const isComplete = config.authorizationEndpoint && config.tokenEndpoint && config.jwksEndpoint;
    const endpoints = isComplete
      ? { ...config, issuer: provider.issuer }
      : await discoverOidc(this.outbound, provider.issuer, config);
    const server: oauth.AuthorizationServer = {
      issuer: provider.issuer,
      authorization_endpoint: endpoints.authorizationEndpoint,
      token_endpoint: endpoints.tokenEndpoint,
      jwks_uri: endpoints.jwksEndpoint,
      userinfo_endpoint: endpoints.userInfoEndpoint,
    };
    const options = {
      [oauth.customFetch]: this.outbound.fetch,
      [oauth.allowInsecureRequests]: new URL(provider.issuer).protocol === 'http:',
    };
    return { server, config: { ...config, ...endpoints }, options };
  }
}

function scopesOf(scopes: string[] | undefined): string[] {
  const requested = scopes && scopes.length > 0 ? scopes : DEFAULT_SSO_SCOPES;
  // Without `openid` there is no ID token to verify.
  return [...new Set(['openid', ...requested])];
}

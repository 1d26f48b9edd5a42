import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { Clock } from '../../../platform/common/time/clock';
import { SocialProviderConfig } from '../../../platform/config/app-config';
import { IdTokenVerifier } from '../id-token-verifier';
import { PROVIDER_REQUEST_TIMEOUT_MS } from '../social.constants';
import { SOCIAL_ERRORS } from '../social.errors';
import { AuthorizationRequest, ProviderProfile, ProviderTokens, SocialProvider } from '../social.types';
import { toProviderTokens } from './provider-tokens';

interface Discovered {
  server: oauth.AuthorizationServer;
  verifier: IdTokenVerifier;
  clientAuth: oauth.ClientAuth;
}

/**
 * Any OpenID Connect provider, found through its issuer's discovery document (Google and Microsoft are presets of it).
 */
export class OidcProvider implements SocialProvider {
  readonly id: string;
  readonly name: string;
  readonly verifiesIdTokens = true;
  private discovered: Promise<Discovered> | null = null;
  private readonly client: oauth.Client;
  private readonly isInsecureAllowed: boolean;

  constructor(
    private readonly config: SocialProviderConfig,
    private readonly clock: Clock,
  ) {
    this.id = config.providerId;
    this.name = config.name;
    this.client = { client_id: config.clientId, [oauth.clockTolerance]: 0 };
    this.isInsecureAllowed = new URL(config.issuer!).protocol === 'http:';
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const { server } = await this.discover();
    const url = new URL(server.authorization_endpoint!);
    const params = {
      client_id: this.config.clientId,
      response_type: 'code',
      redirect_uri: request.redirectUri,
      scope: [...new Set([...this.config.scopes, ...(request.scopes ?? [])])].join(' '),
      state: request.state,
      nonce: request.nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ...(request.loginHint ? { login_hint: request.loginHint } : {}),
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  }

  async exchangeCode(
    callback: URLSearchParams,
    codeVerifier: string,
    redirectUri: string,
    expectedNonce: string,
  ): Promise<ProviderTokens> {
    const { server, clientAuth } = await this.discover();
    // The state was matched against the stored one before this point.
    const parameters = oauth.validateAuthResponse(server, this.client, callback, oauth.skipStateCheck);
    const response = await oauth.authorizationCodeGrantRequest(
      server,
      this.client,
      clientAuth,
      parameters,
      redirectUri,
      codeVerifier,
      this.requestOptions(),
    );
    const result = await oauth.processAuthorizationCodeResponse(
      await this.forTenantOf(server, response),
      this.client,
      response,
      { expectedNonce, requireIdToken: true },
    );
    await this.verifyIdToken(result.id_token!, expectedNonce);
    return toProviderTokens(result, this.clock.nowMs(), this.config.scopes);
  }

  async refresh(refreshToken: string): Promise<ProviderTokens> {
    const { server, clientAuth } = await this.discover();
    const response = await oauth.refreshTokenGrantRequest(
      server,
      this.client,
      clientAuth,
      refreshToken,
      this.requestOptions(),
    );
    const result = await oauth.processRefreshTokenResponse(
      await this.forTenantOf(server, response),
      this.client,
      response,
    );
    if (result.id_token) await this.verifyIdToken(result.id_token);
    return toProviderTokens(result, this.clock.nowMs(), this.config.scopes);
  }

  async verifyIdToken(idToken: string, expectedNonce?: string): Promise<Record<string, unknown>> {
    const { server, verifier } = await this.discover();
    return verifier.verify(idToken, { issuer: server.issuer, audience: this.config.clientId, nonce: expectedNonce });
  }

  async profile(tokens: Pick<ProviderTokens, 'idToken' | 'accessToken'>): Promise<ProviderProfile | null> {
    const claims: Record<string, unknown> = tokens.idToken ? await this.verifyIdToken(tokens.idToken) : {};
    const { server } = await this.discover();
    if (tokens.accessToken && server.userinfo_endpoint) {
      const response = await oauth.userInfoRequest(server, this.client, tokens.accessToken, this.requestOptions());
      const subject = typeof claims.sub === 'string' ? claims.sub : oauth.skipSubjectCheck;
      Object.assign(claims, await oauth.processUserInfoResponse(server, this.client, subject, response));
    }
    if (typeof claims.sub !== 'string') return null;
    return {
      id: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : '',
      image: typeof claims.picture === 'string' ? claims.picture : null,
      raw: claims,
    };
  }

  /** Discovery runs once, on first use; a failure is not kept, so the next request tries again. */
  private discover(): Promise<Discovered> {
    this.discovered ??= this.runDiscovery().catch((error: unknown) => {
      this.discovered = null;
      throw error instanceof AuthError ? error : new AuthError(SOCIAL_ERRORS.PROVIDER_UNAVAILABLE);
    });
    return this.discovered;
  }

  private async runDiscovery(): Promise<Discovered> {
    const issuer = new URL(this.config.issuer!);
    const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...this.requestOptions() });
    const server = await oauth.processDiscoveryResponse(new URL(expectedIssuerOf(issuer)), response);
    if (!server.jwks_uri || !server.authorization_endpoint || !server.token_endpoint)
      throw new AuthError(SOCIAL_ERRORS.PROVIDER_UNAVAILABLE);
    const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const clientAuth = methods.includes('client_secret_basic')
      ? oauth.ClientSecretBasic(this.config.clientSecret)
      : oauth.ClientSecretPost(this.config.clientSecret);
    return { server, verifier: new IdTokenVerifier(new URL(server.jwks_uri), this.clock), clientAuth };
  }

  /** A multi-tenant provider's tokens name their tenant's issuer in place of the published template. */
  private async forTenantOf(server: oauth.AuthorizationServer, response: Response): Promise<oauth.AuthorizationServer> {
    if (!server.issuer.includes('{tenantid}')) return server;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { id_token?: unknown };
    const tenant = typeof body.id_token === 'string' ? decodeJwt(body.id_token).tid : undefined;
    return typeof tenant === 'string' ? { ...server, issuer: server.issuer.replace('{tenantid}', tenant) } : server;
  }

  private requestOptions() {
    return {
      signal: () => AbortSignal.timeout(PROVIDER_REQUEST_TIMEOUT_MS),
      [oauth.allowInsecureRequests]: this.isInsecureAllowed,
    };
  }
}

const MULTI_TENANT = /^(https:\/\/login\.microsoftonline\.com)\/(common|organizations|consumers)\/v2\.0$/;

/** Microsoft's multi-tenant endpoints publish the issuer as a template with the tenant left open. */
function expectedIssuerOf(issuer: URL): string {
  const href = issuer.href.replace(/\/$/, '');
  return MULTI_TENANT.test(href) ? href.replace(MULTI_TENANT, '$1/{tenantid}/v2.0') : issuer.href;
}

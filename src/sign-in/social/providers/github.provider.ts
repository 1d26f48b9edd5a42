import * as oauth from 'oauth4webapi';
import { AuthError } from '../../../platform/common/errors/auth-error';
import { Clock } from '../../../platform/common/time/clock';
import { SocialProviderConfig } from '../../../platform/config/app-config';
import { PROVIDER_REQUEST_TIMEOUT_MS } from '../social.constants';
import { SOCIAL_ERRORS } from '../social.errors';
import { AuthorizationRequest, ProviderProfile, ProviderTokens, SocialProvider } from '../social.types';
import { toProviderTokens } from './provider-tokens';

/** Where GitHub answers; a GitHub Enterprise Server (or a test double on loopback) answers elsewhere. */
export interface GithubEndpoints {
  web: string;
  api: string;
}

const GITHUB_COM: GithubEndpoints = { web: 'https://github.com', api: 'https://api.github.com' };

interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/** GitHub's OAuth 2 (it has no OpenID Connect): the profile comes from its REST API. */
export class GithubProvider implements SocialProvider {
  readonly id: string;
  readonly name: string;
  readonly verifiesIdTokens = false;
  private readonly client: oauth.Client;
  private readonly clientAuth: oauth.ClientAuth;
  private readonly server: oauth.AuthorizationServer;
  private readonly isInsecureAllowed: boolean;

  constructor(
    private readonly config: SocialProviderConfig,
    private readonly clock: Clock,
    private readonly endpoints: GithubEndpoints = GITHUB_COM,
  ) {
    this.id = config.providerId;
    this.name = config.name;
    this.client = { client_id: config.clientId };
    this.clientAuth = oauth.ClientSecretPost(config.clientSecret);
    this.server = {
      issuer: `${endpoints.web}/login/oauth`,
      authorization_endpoint: `${endpoints.web}/login/oauth/authorize`,
      token_endpoint: `${endpoints.web}/login/oauth/access_token`,
    };
    this.isInsecureAllowed = new URL(endpoints.web).protocol === 'http:';
  }

  async authorizationUrl(request: AuthorizationRequest): Promise<URL> {
    const url = new URL(this.server.authorization_endpoint!);
    const params = {
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: [...new Set([...this.config.scopes, ...(request.scopes ?? [])])].join(' '),
      state: request.state,
      code_challenge: await oauth.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ...(request.loginHint ? { login: request.loginHint } : {}),
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url;
  }

  async exchangeCode(callback: URLSearchParams, codeVerifier: string, redirectUri: string): Promise<ProviderTokens> {
    const parameters = oauth.validateAuthResponse(this.server, this.client, callback, oauth.skipStateCheck);
    const response = await oauth.authorizationCodeGrantRequest(
      this.server,
      this.client,
      this.clientAuth,
      parameters,
      redirectUri,
      codeVerifier,
      this.requestOptions(),
    );
    const result = await oauth.processAuthorizationCodeResponse(this.server, this.client, response);
    return toProviderTokens(result, this.clock.nowMs(), this.config.scopes);
  }

  async refresh(refreshToken: string): Promise<ProviderTokens> {
    const response = await oauth.refreshTokenGrantRequest(
      this.server,
      this.client,
      this.clientAuth,
      refreshToken,
      this.requestOptions(),
    );
    return toProviderTokens(
      await oauth.processRefreshTokenResponse(this.server, this.client, response),
      this.clock.nowMs(),
      this.config.scopes,
    );
  }

  verifyIdToken(): Promise<Record<string, unknown>> {
    return Promise.reject(new AuthError(SOCIAL_ERRORS.ID_TOKEN_NOT_SUPPORTED));
  }

  async profile(tokens: Pick<ProviderTokens, 'idToken' | 'accessToken'>): Promise<ProviderProfile | null> {
    if (!tokens.accessToken) return null;
    const user = await this.get<Record<string, unknown>>(tokens.accessToken, '/user');
    if (!user || (typeof user.id !== 'number' && typeof user.id !== 'string')) return null;
    // The public profile may hide the address; the e-mail list says which one is primary and verified.
    const emails = (await this.get<GithubEmail[]>(tokens.accessToken, '/user/emails')) ?? [];
    const primary = emails.find((entry) => entry.primary) ?? emails.find((entry) => entry.email === user.email);
    const email = primary?.email ?? (typeof user.email === 'string' ? user.email : null);
    return {
      id: String(user.id),
      email,
      emailVerified: primary?.verified === true,
      name: typeof user.name === 'string' && user.name ? user.name : typeof user.login === 'string' ? user.login : '',
      image: typeof user.avatar_url === 'string' ? user.avatar_url : null,
      raw: { ...user, emails },
    };
  }

  private async get<T>(accessToken: string, path: string): Promise<T | null> {
    const headers = new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'auth-service' });
    const response = await oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL(path, this.endpoints.api),
      headers,
      null,
      this.requestOptions(),
    );
    return response.ok ? ((await response.json()) as T) : null;
  }

  private requestOptions() {
    return {
      signal: () => AbortSignal.timeout(PROVIDER_REQUEST_TIMEOUT_MS),
      [oauth.allowInsecureRequests]: this.isInsecureAllowed,
    };
  }
}

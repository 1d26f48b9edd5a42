import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import * as oidc from 'openid-client';
import { OAuthClientRepository } from '../../src/manage/oauth-provider/storage/oauth-client.repository';
import { OAuthClient } from '../../src/manage/oauth-provider/storage/oauth-storage.types';
import { storedSecretOf } from '../../src/manage/oauth-provider/storage/stored-secrets';
import { TEST_SERVICE_KEY } from './admin';
import { TestApp } from './create-test-app';

export interface TestOAuthClient {
  clientId: string;
  /** Undefined for a public client. */
  clientSecret?: string;
  redirectUri: string;
}

export type TestClientOptions = Partial<
  Pick<
    OAuthClient,
    | 'tokenEndpointAuthMethod'
    | 'scopes'
    | 'skipConsent'
    | 'requirePKCE'
    | 'grantTypes'
    | 'clientCredentialsScopes'
    | 'enableEndSession'
    | 'disabled'
    | 'metadata'
  >
> & { redirectUri?: string };

/**
 * A client written straight into the table as the package's create-client stores it (secret hashed): until the
 * admin endpoint is merged in, the protocol's tests make their clients here.
 */
export async function createOAuthClient(t: TestApp, options: TestClientOptions = {}): Promise<TestOAuthClient> {
  const clientId = randomBytes(16).toString('hex');
  const isPublic = options.tokenEndpointAuthMethod === 'none';
  const clientSecret = isPublic ? undefined : randomBytes(24).toString('base64url');
  const redirectUri = options.redirectUri ?? 'https://app.example.test/callback';
  const now = new Date();
  const client: OAuthClient = {
    id: randomBytes(16).toString('hex'),
    clientId,
    clientSecret: clientSecret ? storedSecretOf(clientSecret) : null,
    clientDiscoveryId: null,
    disabled: options.disabled ?? false,
    skipConsent: options.skipConsent ?? true,
    enableEndSession: options.enableEndSession ?? null,
    subjectType: null,
    scopes: options.scopes ?? null,
    clientCredentialsScopes: options.clientCredentialsScopes ?? null,
    userId: null,
    createdAt: now,
    updatedAt: now,
    name: 'Test app',
    uri: null,
    icon: null,
    contacts: null,
    tos: null,
    policy: null,
    softwareId: null,
    softwareVersion: null,
    softwareStatement: null,
    redirectUris: [redirectUri],
    postLogoutRedirectUris: null,
    backchannelLogoutUri: null,
    backchannelLogoutSessionRequired: null,
    tokenEndpointAuthMethod: options.tokenEndpointAuthMethod ?? 'client_secret_basic',
    applicationType: 'web',
    jwks: null,
    jwksUri: null,
    grantTypes: options.grantTypes ?? ['authorization_code', 'refresh_token'],
    responseTypes: ['code'],
    requirePKCE: options.requirePKCE ?? null,
    dpopBoundAccessTokens: null,
    referenceId: null,
    metadata: options.metadata ?? null,
  };
  await t.app.get(OAuthClientRepository).create(client);
  return { clientId, clientSecret, redirectUri };
}

export function setClientDisabled(t: TestApp, clientId: string, disabled: boolean): Promise<unknown> {
  return t.app.get(OAuthClientRepository).update(clientId, { disabled });
}

/** The service's issuer, as a relying party configures it. */
export function issuerOf(t: TestApp): string {
  return `${t.baseUrl}/api/auth`;
}

/** openid-client 6 configured by discovery for the client, over plain HTTP on loopback. */
export async function relyingParty(
  t: TestApp,
  client: TestOAuthClient,
  metadata: Partial<oidc.ClientMetadata> = {},
): Promise<oidc.Configuration> {
  const method = metadata.token_endpoint_auth_method ?? (client.clientSecret ? 'client_secret_basic' : 'none');
  const authentication =
    method === 'none'
      ? oidc.None()
      : method === 'client_secret_post'
        ? oidc.ClientSecretPost(client.clientSecret)
        : oidc.ClientSecretBasic(client.clientSecret);
  const config = await oidc.discovery(
    new URL(issuerOf(t)),
    client.clientId,
    { ...metadata, client_secret: client.clientSecret },
    authentication,
    { execute: [oidc.allowInsecureRequests] },
  );
  // Verify ID token signatures against the published key set, not only their claims.
  oidc.enableNonRepudiationChecks(config);
  return config;
}

export interface BrowserAnswer {
  status: number;
  location: string | null;
  body: string;
}

/**
 * What a browser's navigation to a URL gets, redirects not followed: with the user's session cookie when given.
 * Sent with node:http, as Node's fetch always says `Sec-Fetch-Mode: cors` (a script) where a navigation says
 * `navigate`.
 */
export function visit(
  url: URL | string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<BrowserAnswer> {
  const sent = { 'sec-fetch-mode': 'navigate', ...(cookie ? { cookie } : {}), ...headers };
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: sent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body }));
    });
    req.on('error', reject);
  });
}

export interface AuthorizationStart {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

/** An authorization request as openid-client builds it: PKCE S256, state and nonce. */
export async function startAuthorization(
  config: oidc.Configuration,
  client: TestOAuthClient,
  parameters: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: client.redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...parameters,
  });
  return { url, verifier, state, nonce };
}

/** A client registered as an administrator does it: `POST /admin/oauth2/create-client`, service key and session. */
export async function registerClient(
  t: TestApp,
  adminCookie: string,
  body: Record<string, unknown>,
): Promise<TestOAuthClient> {
  const response = await fetch(`${issuerOf(t)}/admin/oauth2/create-client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': TEST_SERVICE_KEY, cookie: adminCookie },
    body: JSON.stringify(body),
  });
  const client = (await response.json()) as { client_id: string; client_secret?: string; redirect_uris: string[] };
  if (response.status !== 201) throw new Error(`create-client answered ${response.status}: ${JSON.stringify(client)}`);
  return { clientId: client.client_id, clientSecret: client.client_secret, redirectUri: client.redirect_uris[0] };
}

/** `POST /admin/oauth2/update-client` as an administrator. */
export async function updateClient(
  t: TestApp,
  adminCookie: string,
  clientId: string,
  update: Record<string, unknown>,
): Promise<number> {
  const response = await fetch(`${issuerOf(t)}/admin/oauth2/update-client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': TEST_SERVICE_KEY, cookie: adminCookie },
    body: JSON.stringify({ client_id: clientId, update }),
  });
  return response.status;
}

/**
 * The `oauth_query` the package's `oauthProviderClient()` sends from a login or consent page's URL: `sig`, every
 * `ba_param` and the parameters they name, in the URL's order.
 */
export function oauthQueryOf(pageUrl: URL | string): string {
  const params = new URL(pageUrl).searchParams;
  const signed = new Set(params.getAll('ba_param'));
  const kept = new URLSearchParams();
  for (const [name, value] of params.entries())
    if (name === 'sig' || name === 'ba_param' || signed.has(name)) kept.append(name, value);
  return kept.toString();
}

import { OAuthClientMetadataInput } from './oauth-client-wire';
import { OAuthError } from '../oauth-error';
import { invalidClientMetadata, invalidRedirectUri } from './oauth-client-refusal';
import { ID_TOKEN_SIGNING_ALGORITHMS, SUPPORTED_AUTH_METHODS, SUPPORTED_GRANT_TYPES } from './oauth-clients.constants';

/** Scopes a user delegates; a client acting for itself (client_credentials) may not hold them. */
const USER_DELEGATED_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);

/**
 * A registration with the package's defaults applied: `client_secret_basic`, a `web` application, the
 * `authorization_code` grant and the `code` response type that goes with it.
 */
export function withRegistrationDefaults(client: OAuthClientMetadataInput): OAuthClientMetadataInput {
  const grantTypes = client.grant_types ?? ['authorization_code'];
  if (grantTypes.length === 0) throw invalidClientMetadata('grant_types must contain at least one grant type');
  return {
    ...client,
    token_endpoint_auth_method: client.token_endpoint_auth_method ?? 'client_secret_basic',
    application_type: client.application_type ?? 'web',
    grant_types: grantTypes,
    response_types: client.response_types ?? (grantTypes.includes('authorization_code') ? ['code'] : undefined),
  };
}

/** The package's `checkOAuthClient`, for the methods, grants and signing algorithms this service offers. */
export function checkOAuthClient(input: OAuthClientMetadataInput, providerScopes: readonly string[]): void {
  const client = withRegistrationDefaults(input);
  const method = client.token_endpoint_auth_method!;
  if (!SUPPORTED_AUTH_METHODS.includes(method))
    throw invalidClientMetadata(`unsupported token_endpoint_auth_method ${method}`);
  const grantTypes = client.grant_types ?? [];
  const responseTypes = client.response_types;
  if (grantTypes.includes('authorization_code') && !client.redirect_uris?.length)
    throw invalidRedirectUri('Redirect URIs are required for authorization_code and implicit grant types');
  for (const uri of client.redirect_uris ?? []) checkRedirectUri(uri, client.application_type ?? 'web');
  for (const grantType of grantTypes)
    if (!SUPPORTED_GRANT_TYPES.includes(grantType)) throw invalidClientMetadata(`unsupported grant_type ${grantType}`);
  if (grantTypes.includes('authorization_code') && !responseTypes?.includes('code'))
    throw invalidClientMetadata("When 'authorization_code' grant type is used, 'code' response type must be included");
  if (!grantTypes.includes('authorization_code') && responseTypes?.includes('code'))
    throw invalidClientMetadata("When 'code' response type is used, 'authorization_code' grant type must be included");
  // No pairwise secret is configured, so pairwise subjects are refused as the package refuses them without one.
  if (client.subject_type === 'pairwise')
    throw invalidClientMetadata('pairwise subject_type requires server pairwiseSecret configuration');
  for (const scope of client.scope?.split(' ').filter((value) => value.length > 0) ?? [])
    if (!providerScopes.includes(scope)) throw new OAuthError(400, 'invalid_scope', `cannot request scope ${scope}`);
  checkKeys(client);
  if (client.backchannel_logout_uri !== undefined) checkBackchannelLogoutUri(client.backchannel_logout_uri);
  const alg = client.id_token_signed_response_alg;
  if (alg !== undefined && !ID_TOKEN_SIGNING_ALGORITHMS.includes(alg))
    throw invalidClientMetadata(`unsupported id_token_signed_response_alg ${alg}`);
}

/** The package's `validateClientCredentialsScopes`: scopes a client may get for itself. */
export function checkClientCredentialsScopes(
  scopes: string[],
  grantTypes: string[],
  method: string | null | undefined,
  providerScopes: readonly string[],
): void {
  if (scopes.length === 0) return;
  if (!grantTypes.includes('client_credentials'))
    throw invalidClientMetadata('client_credentials_scopes requires the client_credentials grant');
  if (method === 'none') throw invalidClientMetadata('public clients cannot be assigned client_credentials scopes');
  const invalid = scopes.filter((scope) => !providerScopes.includes(scope) || USER_DELEGATED_SCOPES.has(scope));
  if (invalid.length > 0)
    throw new OAuthError(
      400,
      'invalid_scope',
      `The following client_credentials scopes are invalid: ${invalid.join(', ')}`,
    );
}

function checkKeys(client: OAuthClientMetadataInput): void {
  if (!client.jwks && !client.jwks_uri) return;
  if (client.jwks && client.jwks_uri) throw invalidClientMetadata('jwks and jwks_uri are mutually exclusive');
  if (!client.jwks_uri) return;
  const uri = URL.parse(client.jwks_uri);
  if (!uri) throw invalidClientMetadata('jwks_uri must be a valid URL');
  if (uri.protocol !== 'https:') throw invalidClientMetadata('jwks_uri must use HTTPS');
  if (uri.username || uri.password) throw invalidClientMetadata('jwks_uri must not contain credentials');
  if (client.jwks_uri.includes('#')) throw invalidClientMetadata('jwks_uri must not include a fragment component');
}

function checkBackchannelLogoutUri(value: string): void {
  const url = URL.parse(value);
  if (!url) throw invalidClientMetadata('backchannel_logout_uri must be an absolute URL');
  if (value.includes('#')) throw invalidClientMetadata('backchannel_logout_uri must not include a fragment component');
  if (url.protocol !== 'https:') throw invalidClientMetadata('backchannel_logout_uri must use https');
  if (url.username || url.password) throw invalidClientMetadata('backchannel_logout_uri must not contain credentials');
}

const FORBIDDEN_NATIVE_SCHEMES = new Set(['file:', 'ftp:', 'mailto:', 'javascript:', 'data:', 'vbscript:']);
const REVERSE_DOMAIN_SCHEME = /^[a-z](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
const NATIVE_HTTP_LOOPBACK = /^http:\/\/(?:[^/?#@]*@)?(localhost|127\.0\.0\.1|\[::1\])(?::\d*)?(?:[/?#]|$)/i;

/**
 * The package's `validateClientRedirectUri`: web clients use https on a host that is not loopback; native
 * clients use https off loopback, http on exact loopback hosts, or a reverse-domain private-use scheme.
 */
function checkRedirectUri(redirectUri: string, applicationType: string): void {
  const url = URL.parse(redirectUri);
  if (!url) throw invalidRedirectUri(`redirect URI must be an absolute URI: ${redirectUri}`);
  if (redirectUri.includes('#') || url.username || url.password)
    throw invalidRedirectUri(`redirect URI must not include credentials or a fragment: ${redirectUri}`);
  if (/^localhost\.+$/i.test(url.hostname))
    throw invalidRedirectUri(`redirect URI localhost must not include trailing dots: ${redirectUri}`);
  const isLoopback = isLoopbackHostname(url.hostname);
  const isHttps = url.protocol === 'https:';
  if (applicationType === 'web') {
    if (!isHttps || isLoopback)
      throw invalidRedirectUri(`web clients require https redirect URIs on non-loopback hosts: ${redirectUri}`);
    return;
  }
  if (isHttps) {
    if (isLoopback)
      throw invalidRedirectUri(`native clients must not use https loopback redirect URIs: ${redirectUri}`);
    return;
  }
  if (url.protocol === 'http:') {
    if (!NATIVE_HTTP_LOOPBACK.test(redirectUri))
      throw invalidRedirectUri(
        `native clients may use http only on the exact loopback hosts localhost, 127.0.0.1, or [::1]: ${redirectUri}`,
      );
    return;
  }
  const scheme = url.protocol.slice(0, -1);
  const rest = url.href.slice(url.protocol.length);
  const isReverseDomain =
    url.host.length === 0 && rest.startsWith('/') && !rest.startsWith('//') && REVERSE_DOMAIN_SCHEME.test(scheme);
  if (FORBIDDEN_NATIVE_SCHEMES.has(url.protocol) || !isReverseDomain)
    throw invalidRedirectUri(
      `native private-use redirect URI schemes must be well-formed reverse-domain names, omit the naming authority, and must not use a reserved scheme: ${redirectUri}`,
    );
}

function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

import { ID_TOKEN_ALGORITHMS } from './oauth-provider.constants';
import { ProviderSettings } from './provider-settings';

/** The claims the provider can supply: the package's fixed ones, and the standard ones of the scopes it knows. */
const CLAIMS_BY_SCOPE: Record<string, string[]> = {
  profile: ['name', 'picture', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
};
const BASE_CLAIMS = ['sub', 'iss', 'aud', 'exp', 'iat', 'sid', 'scope', 'azp'];
const CLIENT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post'];

/**
 * RFC 8414 metadata, as the package writes it for what this service offers so far: the endpoints that exist
 * (registration only while it is on), no private_key_jwt and no DPoP.
 */
export function authorizationServerMetadata(settings: ProviderSettings): Record<string, unknown> {
  return {
    scopes_supported: settings.scopes,
    issuer: settings.issuer,
    authorization_endpoint: settings.endpoint('/oauth2/authorize'),
    token_endpoint: settings.endpoint('/oauth2/token'),
    jwks_uri: settings.endpoint('/jwks'),
    registration_endpoint: settings.isRegistrationOpen ? settings.endpoint('/oauth2/register') : undefined,
    introspection_endpoint: settings.endpoint('/oauth2/introspect'),
    revocation_endpoint: settings.endpoint('/oauth2/revoke'),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
    // Public clients (PKCE, no secret) are served, so `none` is listed beside the secrets.
    token_endpoint_auth_methods_supported: ['none', ...CLIENT_AUTH_METHODS],
    introspection_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    backchannel_logout_supported: false,
    backchannel_logout_session_supported: false,
  };
}

/** OpenID Connect Discovery 1.0: the RFC 8414 fields and the OpenID ones. */
export function openIdConfiguration(settings: ProviderSettings): Record<string, unknown> {
  const scoped = settings.scopes.flatMap((scope) => CLAIMS_BY_SCOPE[scope] ?? []);
  return {
    ...authorizationServerMetadata(settings),
    claims_supported: [...new Set([...BASE_CLAIMS, ...scoped])],
    claims_parameter_supported: false,
    userinfo_endpoint: settings.endpoint('/oauth2/userinfo'),
    end_session_endpoint: settings.endpoint('/oauth2/end-session'),
    subject_types_supported: ['public'],
    acr_values_supported: ['0'],
    id_token_signing_alg_values_supported: [...ID_TOKEN_ALGORITHMS],
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    prompt_values_supported: ['login', 'consent', 'none'],
  };
}

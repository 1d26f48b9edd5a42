import { User } from '../../../identity/user/user.types';
import { JsonObject } from '../storage/oauth-storage.types';
import { OAuthClientMetadataInput } from './oauth-client-wire';

/** Who calls: the signed-in user, and whether through the administrators' endpoints (service key and session). */
export interface OAuthClientCaller {
  user: User;
  isAdmin: boolean;
}

/**
 * Fields only the service-key endpoints take; the session endpoints ignore them. The session endpoints do take
 * consent, logout, PKCE, client_credentials scopes and `disabled` (which the package keeps for its server-only
 * endpoints): only users allowed to manage clients reach them, and the dashboard has no service key.
 */
const ADMIN_ONLY_FIELDS = ['client_secret_expires_at', 'subject_type', 'metadata'] as const;

/**
 * The fields the caller sent: those of the service-key endpoints only for them. A DTO instance may hold fields
 * it was not sent, as undefined, which would otherwise read as changes.
 */
export function sentFieldsOf(input: OAuthClientMetadataInput, isAdmin: boolean): OAuthClientMetadataInput {
  const fields = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as OAuthClientMetadataInput;
  if (!isAdmin) for (const field of ADMIN_ONLY_FIELDS) delete fields[field];
  return fields;
}

/**
 * Names the package keeps out of the free-form `metadata`, since they are columns or answer fields of their
 * own: RFC 7591 names and the table's column names.
 */
const RESERVED_METADATA_FIELDS = new Set([
  'client_id',
  'client_secret',
  'client_secret_expires_at',
  'scope',
  'user_id',
  'client_id_issued_at',
  'client_name',
  'client_uri',
  'logo_uri',
  'contacts',
  'tos_uri',
  'policy_uri',
  'jwks',
  'jwks_uri',
  'software_id',
  'software_version',
  'software_statement',
  'redirect_uris',
  'post_logout_redirect_uris',
  'backchannel_logout_uri',
  'backchannel_logout_session_required',
  'token_endpoint_auth_method',
  'grant_types',
  'response_types',
  'application_type',
  'disabled',
  'skip_consent',
  'enable_end_session',
  'require_pkce',
  'dpop_bound_access_tokens',
  'subject_type',
  'reference_id',
  'public',
  'type',
  'resources',
  'client_credentials_scopes',
  'clientId',
  'clientSecret',
  'clientDiscoveryId',
  'scopes',
  'clientCredentialsScopes',
  'userId',
  'createdAt',
  'updatedAt',
  'expiresAt',
  'name',
  'uri',
  'icon',
  'tos',
  'policy',
  'softwareId',
  'softwareVersion',
  'softwareStatement',
  'redirectUris',
  'postLogoutRedirectUris',
  'backchannelLogoutUri',
  'backchannelLogoutSessionRequired',
  'tokenEndpointAuthMethod',
  'grantTypes',
  'responseTypes',
  'applicationType',
  'jwksUri',
  'requirePKCE',
  'dpopBoundAccessTokens',
  'skipConsent',
  'enableEndSession',
  'subjectType',
  'referenceId',
  'metadata',
]);

/**
 * The `metadata` column: the administrator's free-form fields without reserved names, and the ID-token
 * algorithm, which has no column and is echoed from here as an RFC 7591 field. Null when empty.
 */
export function clientMetadataOf(metadata: JsonObject | undefined, idTokenAlg: string | undefined): JsonObject | null {
  const kept = Object.fromEntries(
    Object.entries(metadata ?? {}).filter(([field]) => !RESERVED_METADATA_FIELDS.has(field)),
  );
  if (idTokenAlg !== undefined) kept.id_token_signed_response_alg = idTokenAlg;
  return Object.keys(kept).length > 0 ? kept : null;
}

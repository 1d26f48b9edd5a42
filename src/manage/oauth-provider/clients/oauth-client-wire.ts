import { OAuthClient } from '../storage/oauth-storage.types';

/** A client as RFC 7591 writes it, the package's `schemaToOAuth`; fields without a value are left out. */
export type OAuthClientWire = Record<string, unknown> & { client_id: string };

/** The registration fields a caller sends, in RFC 7591 names (the DTOs' shape). */
export interface OAuthClientMetadataInput {
  redirect_uris?: string[];
  scope?: string;
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  software_id?: string;
  software_version?: string;
  software_statement?: string;
  post_logout_redirect_uris?: string[];
  backchannel_logout_uri?: string;
  backchannel_logout_session_required?: boolean;
  token_endpoint_auth_method?: string;
  application_type?: string;
  jwks?: Record<string, unknown>;
  jwks_uri?: string;
  grant_types?: string[];
  response_types?: string[];
  dpop_bound_access_tokens?: boolean;
  id_token_signed_response_alg?: string;
  // Administrators only.
  client_credentials_scopes?: string[];
  client_secret_expires_at?: string | number;
  skip_consent?: boolean;
  enable_end_session?: boolean;
  require_pkce?: boolean;
  subject_type?: string;
  metadata?: Record<string, unknown>;
  disabled?: boolean;
}

/** The stored client as the package answers it; `clientSecret` is given only when it is shown once. */
export function toOAuthClientWire(client: OAuthClient, shownSecret?: string): OAuthClientWire {
  const seconds = (date: Date | null) => (date ? Math.round(date.getTime() / 1000) : undefined);
  const wire: Record<string, unknown> = {
    ...client.metadata,
    client_id: client.clientId,
    client_secret: shownSecret,
    client_secret_expires_at: client.clientSecret ? 0 : undefined,
    scope: client.scopes?.join(' '),
    user_id: client.userId,
    client_id_issued_at: seconds(client.createdAt),
    client_name: client.name,
    client_uri: client.uri,
    logo_uri: client.icon,
    contacts: client.contacts,
    tos_uri: client.tos,
    policy_uri: client.policy,
    jwks: client.jwks ? (JSON.parse(client.jwks) as unknown) : undefined,
    jwks_uri: client.jwksUri,
    software_id: client.softwareId,
    software_version: client.softwareVersion,
    software_statement: client.softwareStatement,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    backchannel_logout_uri: client.backchannelLogoutUri,
    backchannel_logout_session_required: client.backchannelLogoutSessionRequired,
    token_endpoint_auth_method: client.tokenEndpointAuthMethod,
    grant_types: client.grantTypes,
    response_types: client.responseTypes,
    application_type: client.applicationType,
    disabled: client.disabled,
    skip_consent: client.skipConsent,
    enable_end_session: client.enableEndSession,
    require_pkce: client.requirePKCE,
    dpop_bound_access_tokens: client.dpopBoundAccessTokens,
    subject_type: client.subjectType,
    reference_id: client.referenceId,
  };
  for (const [key, value] of Object.entries(wire)) if (value === null || value === undefined) delete wire[key];
  return wire as OAuthClientWire;
}

/**
 * The client_credentials scopes beside the RFC 7591 fields: always when asked, else only when there are some,
 * so the answers of clients without them stay the package's.
 */
export function withClientCredentialsScopes(wire: OAuthClientWire, client: OAuthClient, always: boolean) {
  const scopes = client.clientCredentialsScopes ?? [];
  return always || scopes.length > 0 ? { ...wire, client_credentials_scopes: [...scopes] } : wire;
}

/** What any signed-in user may see of a client (the login and consent pages). */
export function toPublicOAuthClientWire(client: OAuthClient): OAuthClientWire {
  const { disabled: _disabled, ...wire } = toOAuthClientWire({
    ...emptyClient(client.clientId),
    name: client.name,
    uri: client.uri,
    contacts: client.contacts,
    icon: client.icon,
    tos: client.tos,
    policy: client.policy,
  });
  return wire;
}

/** The columns a registration's RFC 7591 fields set; fields not sent are left out. */
export function columnsOf(input: OAuthClientMetadataInput): Partial<OAuthClient> {
  const columns: Partial<OAuthClient> = {
    scopes: input.scope?.split(' ').filter((scope) => scope.length > 0),
    name: input.client_name,
    uri: input.client_uri,
    icon: input.logo_uri,
    contacts: input.contacts,
    tos: input.tos_uri,
    policy: input.policy_uri,
    softwareId: input.software_id,
    softwareVersion: input.software_version,
    softwareStatement: input.software_statement,
    redirectUris: input.redirect_uris,
    postLogoutRedirectUris: input.post_logout_redirect_uris,
    backchannelLogoutUri: input.backchannel_logout_uri,
    backchannelLogoutSessionRequired: input.backchannel_logout_session_required,
    tokenEndpointAuthMethod: input.token_endpoint_auth_method,
    grantTypes: input.grant_types,
    responseTypes: input.response_types,
    applicationType: input.application_type,
    jwks: input.jwks ? JSON.stringify(input.jwks) : undefined,
    jwksUri: input.jwks_uri,
    skipConsent: input.skip_consent,
    enableEndSession: input.enable_end_session,
    requirePKCE: input.require_pkce,
    dpopBoundAccessTokens: input.dpop_bound_access_tokens,
    subjectType: input.subject_type,
    disabled: input.disabled,
  };
  for (const key of Object.keys(columns) as Array<keyof OAuthClient>)
    if (columns[key] === undefined) delete columns[key];
  return columns;
}

export function emptyClient(clientId: string): OAuthClient {
  return {
    id: '',
    clientId,
    clientSecret: null,
    clientDiscoveryId: null,
    disabled: false,
    skipConsent: null,
    enableEndSession: null,
    subjectType: null,
    scopes: null,
    clientCredentialsScopes: null,
    userId: null,
    createdAt: null,
    updatedAt: null,
    name: null,
    uri: null,
    icon: null,
    contacts: null,
    tos: null,
    policy: null,
    softwareId: null,
    softwareVersion: null,
    softwareStatement: null,
    redirectUris: [],
    postLogoutRedirectUris: null,
    backchannelLogoutUri: null,
    backchannelLogoutSessionRequired: null,
    tokenEndpointAuthMethod: null,
    applicationType: null,
    jwks: null,
    jwksUri: null,
    grantTypes: null,
    responseTypes: null,
    requirePKCE: null,
    dpopBoundAccessTokens: null,
    referenceId: null,
    metadata: null,
  };
}

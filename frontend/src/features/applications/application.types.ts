/** A client as the service answers it (RFC 7591 names); the secret only right after creation or rotation. */
export interface OAuthClient {
  client_id: string;
  client_secret?: string;
  client_name?: string;
  logo_uri?: string;
  scope?: string;
  client_id_issued_at?: number;
  redirect_uris?: string[];
  post_logout_redirect_uris?: string[];
  token_endpoint_auth_method?: TokenEndpointAuthMethod;
  grant_types?: string[];
  application_type?: ApplicationType;
  client_credentials_scopes?: string[];
  disabled?: boolean;
  skip_consent?: boolean;
  enable_end_session?: boolean;
  require_pkce?: boolean;
  id_token_signed_response_alg?: IdTokenAlgorithm;
}

export type TokenEndpointAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';
export type ApplicationType = 'web' | 'native';
export type IdTokenAlgorithm = 'EdDSA' | 'RS256';

interface ClientConsent {
  id: string;
  userId: string | null;
  name: string | null;
  email: string | null;
  scopes: string[];
  createdAt: string;
}

/** Who consented to a client and its live tokens (`GET /oauth2/client-grants`). */
export interface ClientGrants {
  consents: ClientConsent[];
  tokens: { activeAccessTokens: number; activeRefreshTokens: number; lastIssuedAt: string | null };
}

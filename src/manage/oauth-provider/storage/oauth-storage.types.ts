/** Free-form JSON an OAuth row carries (`metadata`, `confirmation`). */
export type JsonObject = Record<string, unknown>;

/** A registered client, as `@better-auth/oauth-provider` stores it; `clientSecret` is the secret's hash. */
export interface OAuthClient {
  id: string;
  clientId: string;
  clientSecret: string | null;
  clientDiscoveryId: string | null;
  disabled: boolean;
  skipConsent: boolean | null;
  enableEndSession: boolean | null;
  subjectType: string | null;
  scopes: string[] | null;
  clientCredentialsScopes: string[] | null;
  userId: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  name: string | null;
  uri: string | null;
  icon: string | null;
  contacts: string[] | null;
  tos: string | null;
  policy: string | null;
  softwareId: string | null;
  softwareVersion: string | null;
  softwareStatement: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[] | null;
  backchannelLogoutUri: string | null;
  backchannelLogoutSessionRequired: boolean | null;
  tokenEndpointAuthMethod: string | null;
  applicationType: string | null;
  jwks: string | null;
  jwksUri: string | null;
  grantTypes: string[] | null;
  responseTypes: string[] | null;
  requirePKCE: boolean | null;
  dpopBoundAccessTokens: boolean | null;
  referenceId: string | null;
  /** Registration fields the table has no column for, e.g. `id_token_signed_response_alg`. */
  metadata: JsonObject | null;
}

/** What a refresh or access token grants, and to whom. `token` holds the token's hash. */
interface OAuthGrant {
  id: string;
  clientId: string;
  sessionId: string | null;
  referenceId: string | null;
  authorizationCodeId: string | null;
  resources: string[] | null;
  requestedUserInfoClaims: string[] | null;
  scopes: string[];
  expiresAt: Date;
  createdAt: Date;
  /** When it was revoked (or rotated away); null while usable. */
  revoked: Date | null;
  confirmation: JsonObject | null;
}

export interface OAuthRefreshToken extends OAuthGrant {
  token: string;
  userId: string;
  rotatedAt: Date | null;
  rotationReplayResponse: string | null;
  rotationReplayExpiresAt: Date | null;
  authTime: Date | null;
}

export interface OAuthAccessToken extends OAuthGrant {
  token: string | null;
  userId: string | null;
  refreshId: string | null;
}

/** A user's remembered consent to a client for a set of scopes. */
export interface OAuthConsent {
  id: string;
  clientId: string;
  userId: string | null;
  referenceId: string | null;
  resources: string[] | null;
  requestedUserInfoClaims: string[] | null;
  scopes: string[];
  createdAt: Date;
  updatedAt: Date;
}

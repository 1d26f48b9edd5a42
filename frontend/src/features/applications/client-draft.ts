import type { ApplicationType, IdTokenAlgorithm, OAuthClient, TokenEndpointAuthMethod } from './application.types';

/** What the client form edits; URIs as typed, one per line. */
export interface ClientDraft {
  name: string;
  logoUri: string;
  applicationType: ApplicationType;
  redirectUris: string;
  postLogoutRedirectUris: string;
  scopes: string[];
  clientCredentialsScopes: string[];
  authMethod: TokenEndpointAuthMethod;
  skipConsent: boolean;
  enableEndSession: boolean;
  idTokenAlgorithm: IdTokenAlgorithm;
  requirePkce: boolean;
}

export type DraftErrors = Partial<Record<keyof ClientDraft, string>>;

/** Scopes a user delegates; a client acting for itself (client_credentials) may not hold them. */
const USER_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);

export const NEW_CLIENT: ClientDraft = {
  name: '',
  logoUri: '',
  applicationType: 'web',
  redirectUris: '',
  postLogoutRedirectUris: '',
  scopes: ['openid', 'profile', 'email'],
  clientCredentialsScopes: [],
  authMethod: 'client_secret_basic',
  skipConsent: false,
  enableEndSession: false,
  idTokenAlgorithm: 'EdDSA',
  requirePkce: true,
};

export function isPublic(draft: Pick<ClientDraft, 'authMethod'>): boolean {
  return draft.authMethod === 'none';
}

/** The scopes a client may get for itself: the service's own, not those a user delegates. */
export function clientCredentialsChoices(scopesSupported: readonly string[]): string[] {
  return scopesSupported.filter((scope) => !USER_SCOPES.has(scope));
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The form's values for a stored client. */
export function draftOf(client: OAuthClient): ClientDraft {
  return {
    name: client.client_name ?? '',
    logoUri: client.logo_uri ?? '',
    applicationType: client.application_type ?? 'web',
    redirectUris: (client.redirect_uris ?? []).join('\n'),
    postLogoutRedirectUris: (client.post_logout_redirect_uris ?? []).join('\n'),
    scopes: client.scope?.split(' ').filter(Boolean) ?? [],
    clientCredentialsScopes: client.client_credentials_scopes ?? [],
    authMethod: client.token_endpoint_auth_method ?? 'client_secret_basic',
    skipConsent: client.skip_consent ?? false,
    enableEndSession: client.enable_end_session ?? false,
    idTokenAlgorithm: client.id_token_signed_response_alg ?? 'EdDSA',
    requirePkce: client.require_pkce ?? true,
  };
}

function isUrl(value: string): boolean {
  return URL.canParse(value);
}

/** What the service would refuse, said beside the field before anything is sent; empty when the draft is fine. */
export function checkDraft(draft: ClientDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors.name = 'Give the application a name';
  if (draft.logoUri.trim() && !draft.logoUri.trim().startsWith('https://'))
    errors.logoUri = 'The logo must be an https:// address';
  const redirects = linesOf(draft.redirectUris);
  if (redirects.length === 0) errors.redirectUris = 'At least one redirect URI';
  else if (!redirects.every(isUrl)) errors.redirectUris = 'Each line must be an absolute URI';
  if (!linesOf(draft.postLogoutRedirectUris).every(isUrl))
    errors.postLogoutRedirectUris = 'Each line must be an absolute URI';
  if (draft.scopes.length === 0) errors.scopes = 'Choose at least one scope';
  if (isPublic(draft) && draft.clientCredentialsScopes.length > 0)
    errors.clientCredentialsScopes = 'A public client cannot use client credentials';
  return errors;
}

/**
 * The registration fields the service takes, for create and update alike. The grants follow from the choices:
 * refresh tokens with `offline_access`, client credentials when a confidential client has scopes for them.
 * A public client always uses PKCE: it has no secret to prove who it is.
 */
export function registrationOf(draft: ClientDraft) {
  const withClientCredentials = !isPublic(draft) && draft.clientCredentialsScopes.length > 0;
  const postLogout = linesOf(draft.postLogoutRedirectUris);
  return {
    client_name: draft.name.trim(),
    logo_uri: draft.logoUri.trim() || undefined,
    application_type: draft.applicationType,
    redirect_uris: linesOf(draft.redirectUris),
    // The service takes no empty list here: none is said by leaving the field out.
    post_logout_redirect_uris: postLogout.length > 0 ? postLogout : undefined,
    scope: draft.scopes.join(' '),
    grant_types: [
      'authorization_code',
      ...(draft.scopes.includes('offline_access') ? ['refresh_token'] : []),
      ...(withClientCredentials ? ['client_credentials'] : []),
    ],
    client_credentials_scopes: withClientCredentials ? draft.clientCredentialsScopes : [],
    skip_consent: draft.skipConsent,
    enable_end_session: draft.enableEndSession,
    id_token_signed_response_alg: draft.idTokenAlgorithm,
    require_pkce: isPublic(draft) || draft.requirePkce,
  };
}

/** For create: the registration and the authentication method, which cannot change afterwards. */
export function creationOf(draft: ClientDraft) {
  return { ...registrationOf(draft), token_endpoint_auth_method: draft.authMethod };
}

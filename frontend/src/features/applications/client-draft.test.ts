import { describe, expect, it } from 'vitest';
import { checkDraft, clientCredentialsChoices, creationOf, draftOf, NEW_CLIENT, registrationOf } from './client-draft';

const WIKI = { ...NEW_CLIENT, name: 'Wiki', redirectUris: ' https://wiki.example.com/callback \n\n' };

describe('the client form rules', () => {
  it('accepts a named client with a redirect URI, and trims the lines', () => {
    expect(checkDraft(WIKI)).toEqual({});
    expect(registrationOf(WIKI).redirect_uris).toEqual(['https://wiki.example.com/callback']);
  });

  it('asks for a name, a redirect URI, absolute URIs, an https logo and a scope', () => {
    expect(checkDraft({ ...NEW_CLIENT, scopes: [] })).toEqual({
      name: 'Give the application a name',
      redirectUris: 'At least one redirect URI',
      scopes: 'Choose at least one scope',
    });
    expect(
      checkDraft({
        ...WIKI,
        redirectUris: 'wiki.example.com/callback',
        postLogoutRedirectUris: 'https://wiki.example.com/\n/signed-out',
        logoUri: 'http://wiki.example.com/logo.png',
      }),
    ).toEqual({
      redirectUris: 'Each line must be an absolute URI',
      postLogoutRedirectUris: 'Each line must be an absolute URI',
      logoUri: 'The logo must be an https:// address',
    });
  });

  it('refuses client credentials for a public client, and always requires PKCE of one', () => {
    const publicClient = {
      ...WIKI,
      authMethod: 'none' as const,
      requirePkce: false,
      clientCredentialsScopes: ['api:read'],
    };
    expect(checkDraft(publicClient)).toEqual({
      clientCredentialsScopes: 'A public client cannot use client credentials',
    });
    expect(registrationOf(publicClient)).toMatchObject({ require_pkce: true, client_credentials_scopes: [] });
    expect(registrationOf(publicClient).grant_types).toEqual(['authorization_code']);
  });

  it('derives the grants: refresh tokens with offline_access, client credentials with their scopes', () => {
    const body = registrationOf({
      ...WIKI,
      scopes: ['openid', 'offline_access'],
      clientCredentialsScopes: ['api:read'],
    });
    expect(body.grant_types).toEqual(['authorization_code', 'refresh_token', 'client_credentials']);
    expect(body.client_credentials_scopes).toEqual(['api:read']);
    expect(body.scope).toBe('openid offline_access');
  });

  it('leaves out an empty list of post-logout URIs and an empty logo, which the service would refuse', () => {
    const body = registrationOf(WIKI);
    expect(body).not.toHaveProperty('post_logout_redirect_uris', []);
    expect(body.post_logout_redirect_uris).toBeUndefined();
    expect(body.logo_uri).toBeUndefined();
  });

  it('sends the authentication method only on creation, and the ID token algorithm always', () => {
    expect(creationOf({ ...WIKI, authMethod: 'client_secret_post' }).token_endpoint_auth_method).toBe(
      'client_secret_post',
    );
    expect(registrationOf(WIKI)).not.toHaveProperty('token_endpoint_auth_method');
    expect(registrationOf({ ...WIKI, idTokenAlgorithm: 'RS256' }).id_token_signed_response_alg).toBe('RS256');
  });

  it('offers for client credentials only the scopes a user does not delegate', () => {
    expect(clientCredentialsChoices(['openid', 'profile', 'email', 'offline_access', 'api:read', 'api:write'])).toEqual(
      ['api:read', 'api:write'],
    );
  });

  it('reads a stored client back into the form', () => {
    expect(
      draftOf({
        client_id: 'c1',
        client_name: 'Wiki',
        redirect_uris: ['https://a.example.com/cb', 'https://b.example.com/cb'],
        scope: 'openid email',
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'RS256',
        skip_consent: true,
      }),
    ).toMatchObject({
      name: 'Wiki',
      redirectUris: 'https://a.example.com/cb\nhttps://b.example.com/cb',
      scopes: ['openid', 'email'],
      authMethod: 'none',
      idTokenAlgorithm: 'RS256',
      skipConsent: true,
      requirePkce: true,
    });
  });
});

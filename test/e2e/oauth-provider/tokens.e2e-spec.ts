import * as oidc from 'openid-client';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  TestOAuthClient,
  createOAuthClient,
  relyingParty,
  setClientDisabled,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

interface OAuthAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

describe('OpenID provider: tokens, refresh rotation, client credentials', () => {
  let t: TestApp;
  let issuer: string;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    issuer = `${t.baseUrl}/api/auth`;
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  function basic(client: TestOAuthClient): string {
    return `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
  }

  async function tokenRequest(
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<OAuthAnswer> {
    const response = await fetch(`${issuer}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    };
  }

  /** A code for the user, as the client's callback receives it. */
  async function codeFor(client: TestOAuthClient, parameters: Record<string, string> = {}) {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, parameters);
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    return { config, start, callback, code: callback.searchParams.get('code')! };
  }

  async function userInfo(accessToken: string): Promise<number> {
    return (await fetch(`${issuer}/oauth2/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  }

  it('rotates the refresh token on every use, and ends the whole family when a used one comes back', async () => {
    const client = await createOAuthClient(t);
    const { config, start, callback } = await codeFor(client);
    const first = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
    const third = await oidc.refreshTokenGrant(config, second.refresh_token!);

    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);
    expect(await userInfo(third.access_token)).toBe(200);

    const replay = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: first.refresh_token! },
      { authorization: basic(client) },
    );
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ error: 'invalid_grant', error_description: 'invalid refresh token' });
    // The family is gone: the newest refresh token and the access tokens issued from it no longer work.
    await expect(oidc.refreshTokenGrant(config, third.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await userInfo(third.access_token)).toBe(401);
  });

  it('issues no refresh token without offline_access and no ID token without openid', async () => {
    const client = await createOAuthClient(t);
    const { start, callback, code } = await codeFor(client, { scope: 'profile' });
    const answer = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: start.verifier },
      { authorization: basic(client) },
    );

    expect(callback.searchParams.get('iss')).toBe(issuer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ token_type: 'Bearer', scope: 'profile', expires_in: 3600 });
    expect(answer.body).not.toHaveProperty('refresh_token');
    expect(answer.body).not.toHaveProperty('id_token');
  });

  it('grants client_credentials to a confidential client for its client_credentials_scopes', async () => {
    const client = await createOAuthClient(t, {
      grantTypes: ['client_credentials'],
      clientCredentialsScopes: ['api:read', 'api:write'],
    });
    const config = await relyingParty(t, client);
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'api:read' });

    expect(tokens.scope).toBe('api:read');
    expect(tokens).not.toHaveProperty('refresh_token');
    expect(tokens).not.toHaveProperty('id_token');
    const refused = await tokenRequest(
      { grant_type: 'client_credentials', scope: 'openid' },
      { authorization: basic(client) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'invalid_scope',
      error_description: 'The following scopes are invalid: openid',
    });
  });

  it('sends an unregistered redirect URI to the error page, never to the client', async () => {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { redirect_uri: 'https://evil.example.test/callback' });
    const answer = await visit(start.url, user.cookie);

    expect(answer.status).toBe(302);
    const page = new URL(answer.location!);
    expect(`${page.origin}${page.pathname}`).toBe(`${issuer}/error`);
    expect(Object.fromEntries(page.searchParams)).toEqual({
      error: 'invalid_redirect',
      error_description: 'invalid redirect uri',
    });
    const html = await visit(page);
    expect(html.status).toBe(200);
    expect(html.body).toContain('invalid_redirect');
  });

  it('refuses an authorization request without PKCE, and plain PKCE, at the client’s redirect URI with state and iss', async () => {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    start.url.searchParams.delete('code_challenge');
    start.url.searchParams.delete('code_challenge_method');
    const missing = new URL((await visit(start.url, user.cookie)).location!);

    expect(`${missing.origin}${missing.pathname}`).toBe(client.redirectUri);
    expect(Object.fromEntries(missing.searchParams)).toEqual({
      error: 'invalid_request',
      error_description: 'pkce is required for this client',
      state: start.state,
      iss: issuer,
    });
    start.url.searchParams.set('code_challenge', 'x'.repeat(43));
    start.url.searchParams.set('code_challenge_method', 'plain');
    const plain = new URL((await visit(start.url, user.cookie)).location!);
    expect(plain.searchParams.get('error_description')).toBe('code_challenge_method must be one of: S256');
  });

  it('answers a wrong code_verifier with 400 invalid_grant (RFC 7636 §4.6)', async () => {
    const client = await createOAuthClient(t);
    const { code } = await codeFor(client);
    const answer = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: 'w'.repeat(43) },
      { authorization: basic(client) },
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_grant', error_description: 'code verification failed' });
  });

  it('refuses a reused code and revokes the tokens issued from it', async () => {
    const client = await createOAuthClient(t);
    const { start, code } = await codeFor(client);
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      code_verifier: start.verifier,
    };
    const first = await tokenRequest(form, { authorization: basic(client) });
    expect(first.status).toBe(200);
    expect(await userInfo(first.body.access_token as string)).toBe(200);

    const again = await tokenRequest(form, { authorization: basic(client) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'invalid code' });
    expect(await userInfo(first.body.access_token as string)).toBe(401);
    const refresh = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: first.body.refresh_token as string },
      { authorization: basic(client) },
    );
    expect(refresh.body).toEqual({ error: 'invalid_grant', error_description: 'session not found' });
  });

  it('refuses a disabled client at authorize (error page), at the token endpoint and at userinfo', async () => {
    const client = await createOAuthClient(t, {
      grantTypes: ['authorization_code', 'client_credentials'],
      clientCredentialsScopes: ['api:read'],
    });
    const { start, code } = await codeFor(client);
    const issued = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: start.verifier },
      { authorization: basic(client) },
    );
    await setClientDisabled(t, client.clientId, true);

    const page = new URL((await visit(start.url, user.cookie)).location!);
    expect(`${page.origin}${page.pathname}`).toBe(`${issuer}/error`);
    expect(page.searchParams.get('error')).toBe('client_disabled');
    const token = await tokenRequest({ grant_type: 'client_credentials' }, { authorization: basic(client) });
    expect(token.status).toBe(401);
    expect(token.body).toEqual({ error: 'invalid_client', error_description: 'client is disabled' });
    expect(token.headers.get('www-authenticate')).toBe('Basic');
    expect(await userInfo(issued.body.access_token as string)).toBe(401);
  });

  it('refuses an unknown client: the error page at authorize, invalid_client or invalid_grant at the token endpoint', async () => {
    const known = await createOAuthClient(t);
    const config = await relyingParty(t, known);
    const start = await startAuthorization(config, known, { client_id: 'no-such-client' });
    const page = new URL((await visit(start.url, user.cookie)).location!);
    expect(`${page.origin}${page.pathname}`).toBe(`${issuer}/error`);
    expect(page.searchParams.get('error')).toBe('invalid_client');

    const credentials = await tokenRequest({
      grant_type: 'client_credentials',
      client_id: 'no-such-client',
      client_secret: 'whatever',
    });
    expect(credentials.status).toBe(400);
    expect(credentials.body).toEqual({ error: 'invalid_client', error_description: 'missing client' });
    const { code } = await codeFor(known);
    const stolen = await tokenRequest({
      grant_type: 'authorization_code',
      code,
      client_id: 'no-such-client',
      redirect_uri: known.redirectUri,
      code_verifier: start.verifier,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({ error: 'invalid_grant', error_description: 'invalid client_id' });
  });

  it('takes only forms at the token endpoint (415 otherwise) and answers an unknown grant type', async () => {
    const json = await fetch(`${issuer}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(json.status).toBe(415);
    const unknown = await tokenRequest({ grant_type: 'password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'unsupported grant_type password',
    });
  });

  it('challenges userinfo without a token with WWW-Authenticate: Bearer, and refuses an unknown token', async () => {
    const none = await fetch(`${issuer}/oauth2/userinfo`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toEqual({ error: 'invalid_request', error_description: 'access token not found' });

    const unknown = await fetch(`${issuer}/oauth2/userinfo`, { headers: { authorization: 'Bearer nothing-like-it' } });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="Invalid access token"',
    );
    expect(await unknown.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid access token' });
  });

  it('answers userinfo on POST with the token in the form, and refuses it in both places at once', async () => {
    const client = await createOAuthClient(t);
    const { start, code } = await codeFor(client, { scope: 'openid email' });
    const issued = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: start.verifier },
      { authorization: basic(client) },
    );
    const accessToken = issued.body.access_token as string;
    const post = (headers: Record<string, string>) =>
      fetch(`${issuer}/oauth2/userinfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ access_token: accessToken }),
      });

    const inForm = await post({});
    expect(inForm.status).toBe(200);
    expect(await inForm.json()).toEqual({ sub: user.userId, email: user.email, email_verified: false });
    const twice = await post({ authorization: `Bearer ${accessToken}` });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Multiple access token transport methods are not allowed',
    });
  });
});

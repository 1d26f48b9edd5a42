import { createHmac } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { TEST_SECRET, TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  TestOAuthClient,
  createOAuthClient,
  issuerOf,
  relyingParty,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

describe('OpenID provider: the authorization code flow with openid-client', () => {
  let t: TestApp;
  let issuer: string;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    issuer = issuerOf(t);
    user = await signUp(t.http, { name: 'Ada Lovelace King' });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Signs in through the client: authorize with the user's session, then the code exchanged by openid-client. */
  async function signInThrough(
    config: oidc.Configuration,
    client: TestOAuthClient,
    parameters: Record<string, string> = {},
  ) {
    const start = await startAuthorization(config, client, parameters);
    const answer = await visit(start.url, user.cookie);
    expect(answer.status).toBe(302);
    const callback = new URL(answer.location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    return { start, callback, tokens };
  }

  it('signs in a client_secret_basic client: code with state and iss, EdDSA ID token verified, userinfo by scope', async () => {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const { start, callback, tokens } = await signInThrough(config, client);

    expect(callback.searchParams.get('iss')).toBe(issuer);
    expect(callback.searchParams.get('state')).toBe(start.state);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope).toBe('openid profile email offline_access');
    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('EdDSA');
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ sub: user.userId, iss: issuer, aud: client.clientId, nonce: start.nonce, acr: '0' });
    expect(claims.auth_time).toEqual(expect.any(Number));
    expect(claims.at_hash).toEqual(expect.any(String));
    expect(claims.exp - claims.iat).toBe(36_000);
    expect(claims).not.toHaveProperty('sid');
    expect(claims).not.toHaveProperty('email');

    const info = await oidc.fetchUserInfo(config, tokens.access_token, user.userId);
    expect(info).toEqual({
      sub: user.userId,
      name: 'Ada Lovelace King',
      given_name: 'Ada Lovelace',
      family_name: 'King',
      email: user.email,
      email_verified: false,
    });
  });

  it('signs in a client_secret_post client, and releases only the scopes asked for', async () => {
    const client = await createOAuthClient(t, { tokenEndpointAuthMethod: 'client_secret_post' });
    const config = await relyingParty(t, client, { token_endpoint_auth_method: 'client_secret_post' });
    const { tokens } = await signInThrough(config, client, { scope: 'openid email' });

    expect(tokens.refresh_token).toBeUndefined();
    expect(await oidc.fetchUserInfo(config, tokens.access_token, user.userId)).toEqual({
      sub: user.userId,
      email: user.email,
      email_verified: false,
    });
  });

  it('signs in a public client with PKCE and no secret', async () => {
    const client = await createOAuthClient(t, { tokenEndpointAuthMethod: 'none' });
    const config = await relyingParty(t, client);
    const { tokens } = await signInThrough(config, client);

    expect(tokens.claims()!.sub).toBe(user.userId);
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('signs RS256 ID tokens for a client registered for them, verified against the RSA key of the key set', async () => {
    const client = await createOAuthClient(t, {
      metadata: { id_token_signed_response_alg: 'RS256' },
      enableEndSession: true,
    });
    const config = await relyingParty(t, client, { id_token_signed_response_alg: 'RS256' });
    const { tokens } = await signInThrough(config, client);

    const header = decodeProtectedHeader(tokens.id_token!);
    expect(header.alg).toBe('RS256');
    const keys = ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string; alg: string }[] }).keys;
    expect(keys.find((key) => key.kid === header.kid)?.alg).toBe('RS256');
    // A client with end-session gets the session id.
    expect(tokens.claims()!.sid).toEqual(expect.any(String));
  });

  it('sends a visitor without a session to the login page with the request signed as the package signs it', async () => {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    const answer = await visit(start.url);

    expect(answer.status).toBe(302);
    const login = new URL(answer.location!);
    expect(`${login.origin}${login.pathname}`).toBe(`${t.baseUrl}/sign-in`);
    const params = login.searchParams;
    expect(params.get('client_id')).toBe(client.clientId);
    expect(params.get('state')).toBe(start.state);
    expect(Number(params.get('exp'))).toBeGreaterThan(Date.now() / 1000);
    expect(params.get('ba_iat')).toMatch(/^\d+$/);
    expect(params.getAll('ba_param')).toEqual([...new Set([...params.keys()].filter((k) => k !== 'sig'))].sort());
    const unsigned = new URLSearchParams(params);
    unsigned.delete('sig');
    const canonical = new URLSearchParams(
      [...unsigned.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1)),
    );
    expect(params.get('sig')).toBe(createHmac('sha256', TEST_SECRET).update(canonical.toString()).digest('base64'));
  });

  it('answers a script with 200 { redirect, url } instead of a 302', async () => {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    const answer = await visit(start.url, user.cookie, { accept: 'application/json' });

    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { redirect: boolean; url: string };
    expect(body.redirect).toBe(true);
    expect(new URL(body.url).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('prompt=none: login_required without a session, consent_required before consent, both with state and iss', async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { prompt: 'none' });

    const anonymous = new URL((await visit(start.url)).location!);
    expect(Object.fromEntries(anonymous.searchParams)).toEqual({
      error: 'login_required',
      error_description: 'authentication required',
      state: start.state,
      iss: issuer,
    });
    const signedIn = new URL((await visit(start.url, user.cookie)).location!);
    expect(signedIn.searchParams.get('error')).toBe('consent_required');
    expect(signedIn.searchParams.get('iss')).toBe(issuer);
  });

  it('sends a user who has not consented to the consent page with the signed request', async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    const consent = new URL((await visit(start.url, user.cookie)).location!);

    expect(`${consent.origin}${consent.pathname}`).toBe(`${t.baseUrl}/oauth/consent`);
    expect(consent.searchParams.get('sig')).toEqual(expect.any(String));
  });

  it('asks for a new sign-in on prompt=login and on max_age=0', async () => {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const asked: Record<string, string>[] = [{ prompt: 'login' }, { max_age: '0' }];
    for (const parameters of asked) {
      t.clock.advanceSeconds(1);
      const start = await startAuthorization(config, client, parameters);
      const login = new URL((await visit(start.url, user.cookie)).location!);
      expect(login.pathname).toBe('/sign-in');
    }
  });

  it('fills in the client’s scopes when none are asked for', async () => {
    const client = await createOAuthClient(t, { scopes: ['openid', 'email'] });
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    start.url.searchParams.delete('scope');
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });

    expect(tokens.scope).toBe('openid email');
  });
});

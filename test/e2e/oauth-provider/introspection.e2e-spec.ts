import * as oidc from 'openid-client';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  TestOAuthClient,
  createOAuthClient,
  issuerOf,
  relyingParty,
  setClientDisabled,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

describe('OpenID provider: token introspection (RFC 7662)', () => {
  let t: TestApp;
  let issuer: string;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, env: { OAUTH_PROVIDER_SCOPES: 'api:read' } });
    issuer = issuerOf(t);
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  async function signIn(client: TestOAuthClient, scope = 'openid profile offline_access') {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { scope });
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    return { config, tokens };
  }

  async function introspect(form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${issuer}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  it('describes an active access token and refresh token to the client they were issued to', async () => {
    const client = await createOAuthClient(t);
    const { config, tokens } = await signIn(client);

    const access = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(access).toMatchObject({
      active: true,
      client_id: client.clientId,
      scope: 'openid profile offline_access',
      sub: user.userId,
      iss: issuer,
      token_type: 'Bearer',
    });
    expect(access.exp! - access.iat!).toBe(3600);

    const refresh = await oidc.tokenIntrospection(config, tokens.refresh_token!, { token_type_hint: 'refresh_token' });
    expect(refresh).toMatchObject({ active: true, client_id: client.clientId, sub: user.userId, iss: issuer });
    expect(refresh.exp! - refresh.iat!).toBe(30 * 24 * 3600);
    // A hint naming the other kind finds nothing.
    expect(await oidc.tokenIntrospection(config, tokens.refresh_token!, { token_type_hint: 'access_token' })).toEqual({
      active: false,
    });
  });

  it('describes a client-credentials token without a subject', async () => {
    const client = await createOAuthClient(t, {
      grantTypes: ['client_credentials'],
      clientCredentialsScopes: ['api:read'],
      tokenEndpointAuthMethod: 'client_secret_post',
    });
    const config = await relyingParty(t, client, { token_endpoint_auth_method: 'client_secret_post' });
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'api:read' });

    const answer = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(answer).toMatchObject({ active: true, client_id: client.clientId, scope: 'api:read' });
    expect(answer).not.toHaveProperty('sub');
  });

  it("answers { active: false } for unknown, revoked, another client's and a disabled client's tokens", async () => {
    const client = await createOAuthClient(t);
    const other = await createOAuthClient(t);
    const { config, tokens } = await signIn(client);
    const otherConfig = await relyingParty(t, other);

    expect(await oidc.tokenIntrospection(config, 'no-such-token')).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(otherConfig, tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(otherConfig, tokens.refresh_token!)).toEqual({ active: false });

    await oidc.tokenRevocation(config, tokens.access_token);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });

    const second = await signIn(client);
    await setClientDisabled(t, client.clientId, true);
    const answer = await introspect(
      { token: second.tokens.access_token },
      { authorization: `Basic ${Buffer.from(`${other.clientId}:${other.clientSecret}`).toString('base64')}` },
    );
    expect(answer).toMatchObject({ status: 200, body: { active: false } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a request without client authentication, without a token, or not in a form', async () => {
    const client = await createOAuthClient(t);
    const publicClient = await createOAuthClient(t, { tokenEndpointAuthMethod: 'none' });
    const { tokens } = await signIn(client);

    expect(await introspect({ token: tokens.access_token })).toMatchObject({
      status: 401,
      body: { error: 'invalid_client', error_description: 'missing required credentials' },
    });
    expect(await introspect({ token: tokens.access_token, client_id: publicClient.clientId })).toMatchObject({
      status: 401,
      body: { error: 'invalid_client', error_description: 'missing required credentials' },
    });
    expect(
      await introspect({ client_id: client.clientId, client_secret: 'wrong', token: tokens.access_token }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    const basic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    expect(await introspect({}, { authorization: basic })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'missing a required token for introspection' },
    });
    const json = await fetch(`${issuer}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic },
      body: JSON.stringify({ token: tokens.access_token }),
    });
    expect(json.status).toBe(415);
  });
});

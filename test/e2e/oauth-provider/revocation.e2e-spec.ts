import * as oidc from 'openid-client';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  TestOAuthClient,
  createOAuthClient,
  issuerOf,
  relyingParty,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

describe('OpenID provider: token revocation (RFC 7009)', () => {
  let t: TestApp;
  let issuer: string;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    issuer = issuerOf(t);
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  async function signIn(client: TestOAuthClient) {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { scope: 'openid profile offline_access' });
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    return { config, tokens };
  }

  async function userInfo(accessToken: string): Promise<number> {
    return (await fetch(`${issuer}/oauth2/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  }

  async function revoke(form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${issuer}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  it('revokes an access token, and records it in the audit log', async () => {
    const client = await createOAuthClient(t);
    const { config, tokens } = await signIn(client);
    expect(await userInfo(tokens.access_token)).toBe(200);

    await oidc.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });

    expect(await userInfo(tokens.access_token)).toBe(401);
    // The refresh token is a separate grant and still works.
    expect((await oidc.refreshTokenGrant(config, tokens.refresh_token!)).access_token).toBeDefined();
    const events = await auditEvents(t.http, admin.cookie, { action: 'oauth2.revoke' });
    expect(events).toEqual([
      expect.objectContaining({
        actorId: user.userId,
        targetType: 'oauth-client',
        targetId: client.clientId,
        metadata: { tokenType: 'access_token' },
      }),
    ]);
  });

  it('revokes a refresh token with the access tokens issued from it', async () => {
    const client = await createOAuthClient(t);
    const { config, tokens } = await signIn(client);
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);

    await oidc.tokenRevocation(config, refreshed.refresh_token!);

    expect(await userInfo(refreshed.access_token)).toBe(401);
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await oidc.tokenIntrospection(config, refreshed.refresh_token!)).toEqual({ active: false });
  });

  it("leaves another client's token alone, and answers 200 for unknown and already revoked tokens", async () => {
    const client = await createOAuthClient(t);
    const other = await createOAuthClient(t, { tokenEndpointAuthMethod: 'none' });
    const { config, tokens } = await signIn(client);

    expect(await revoke({ client_id: other.clientId, token: tokens.access_token })).toEqual({
      status: 200,
      body: undefined,
    });
    expect(await revoke({ client_id: other.clientId, token: tokens.refresh_token! })).toMatchObject({ status: 200 });
    expect(await userInfo(tokens.access_token)).toBe(200);
    expect(await oidc.tokenIntrospection(config, tokens.refresh_token!)).toMatchObject({ active: true });

    await oidc.tokenRevocation(config, 'no-such-token');
    await oidc.tokenRevocation(config, tokens.access_token);
    await oidc.tokenRevocation(config, tokens.access_token);
    expect(await userInfo(tokens.access_token)).toBe(401);
  });

  it('refuses a request without a client, without a token, with a wrong secret, or not in a form', async () => {
    const client = await createOAuthClient(t);
    const { tokens } = await signIn(client);

    expect(await revoke({ token: tokens.access_token })).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'missing required credentials' },
    });
    expect(await revoke({ client_id: client.clientId, client_secret: client.clientSecret! })).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'missing a required token for introspection' },
    });
    expect(
      await revoke({ client_id: client.clientId, client_secret: 'wrong', token: tokens.access_token }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_client' } });
    const json = await fetch(`${issuer}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: client.clientId, client_secret: client.clientSecret, token: 'x' }),
    });
    expect(json.status).toBe(415);
    expect(await userInfo(tokens.access_token)).toBe(200);
  });
});

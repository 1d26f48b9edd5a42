import * as oidc from 'openid-client';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
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

const RESOURCES = '/api/auth/admin/oauth2/resources';

describe('OpenID provider: resources (RFC 8707) at authorize, code exchange and refresh', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: { ...ADMIN_TEST_CONFIG, oauthProvider: { scopes: ['api:read'] } },
    });
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http);
  });
  afterAll(() => t.close());

  const admin$ = (call: request.Test) => call.set('x-service-key', TEST_SERVICE_KEY).set('Cookie', admin.cookie);
  const unique = (name: string) => `https://${name}-${Math.random().toString(36).slice(2)}.intranet.example/`;
  async function resourceLinkedTo(name: string, ...clients: TestOAuthClient[]): Promise<string> {
    const identifier = unique(name);
    await admin$(request(t.http).post(RESOURCES)).send({ identifier }).expect(201);
    for (const client of clients)
      await admin$(
        request(t.http).post(`${RESOURCES}/${encodeURIComponent(identifier)}/clients/${client.clientId}`),
      ).expect(200);
    return identifier;
  }

  const machine = () =>
    createOAuthClient(t, {
      grantTypes: ['client_credentials'],
      clientCredentialsScopes: ['api:read'],
      tokenEndpointAuthMethod: 'client_secret_post',
    });
  const webApp = () => createOAuthClient(t, { scopes: ['openid', 'offline_access', 'api:read'] });

  async function introspect(client: TestOAuthClient, token: string) {
    const response = await fetch(`${issuerOf(t)}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: client.clientId, client_secret: client.clientSecret!, token }),
    });
    return (await response.json()) as Record<string, any>;
  }

  async function signIn(client: TestOAuthClient, resource: string, exchange: Record<string, string> = {}) {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { scope: 'openid offline_access api:read', resource });
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(
      config,
      callback,
      { pkceCodeVerifier: start.verifier, expectedState: start.state, expectedNonce: start.nonce },
      exchange,
    );
    return { config, tokens };
  }

  it('carries the resource from authorize through the code into the token, and keeps it on refresh', async () => {
    const app = await webApp();
    const api = await machine();
    const reports = await resourceLinkedTo('reports', app, api);
    const { config, tokens } = await signIn(app, reports);

    expect(await introspect(api, tokens.access_token)).toMatchObject({
      active: true,
      aud: [reports, `${issuerOf(t)}/oauth2/userinfo`],
      sub: user.userId,
      client_id: app.clientId,
    });
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect((await introspect(api, refreshed.access_token)).active).toBe(true);
  });

  it('refuses at authorize a resource the client is not linked to, at its redirect URI', async () => {
    const app = await webApp();
    const reports = await resourceLinkedTo('reports');
    const config = await relyingParty(t, app);
    const start = await startAuthorization(config, app, { scope: 'openid api:read', resource: reports });
    const location = new URL((await visit(start.url, user.cookie)).location!);

    expect(`${location.origin}${location.pathname}`).toBe(app.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_target');
    expect(location.searchParams.get('error_description')).toBe(
      `client ${app.clientId} is not linked to resource(s) ${reports}`,
    );
  });

  it('refuses at the code exchange and at refresh a resource the grant did not name', async () => {
    const app = await webApp();
    const reports = await resourceLinkedTo('reports', app);
    const billing = await resourceLinkedTo('billing', app);
    await expect(signIn(app, reports, { resource: billing })).rejects.toMatchObject({
      error: 'invalid_target',
      error_description: 'requested resource not authorized',
    });

    const { config, tokens } = await signIn(app, reports);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!, { resource: billing })).rejects.toMatchObject({
      error: 'invalid_target',
      error_description: 'requested resource invalid',
    });
    // Naming the granted resource again is fine.
    const again = await oidc.refreshTokenGrant(config, tokens.refresh_token!, { resource: reports });
    expect(again.access_token).toEqual(expect.any(String));
  });
});

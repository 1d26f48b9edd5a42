import * as oidc from 'openid-client';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  TestOAuthClient,
  createOAuthClient,
  relyingParty,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

/** The value of one series in Prometheus text, 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const SERIES = {
  codes: 'oauth_provider_codes_issued_total',
  byCode: 'oauth_provider_tokens_issued_total{grant="authorization_code"}',
  refreshed: 'oauth_provider_tokens_issued_total{grant="refresh_token"}',
  byClient: 'oauth_provider_tokens_issued_total{grant="client_credentials"}',
  revokedRefresh: 'oauth_provider_tokens_revoked_total{token_type="refresh_token"}',
  wrongVerifier: 'oauth_provider_failures_total{endpoint="/oauth2/token",error="invalid_grant"}',
  noClientAuth: 'oauth_provider_failures_total{endpoint="/oauth2/introspect",error="invalid_client"}',
  promptNone: 'oauth_provider_failures_total{endpoint="/oauth2/authorize",error="login_required"}',
};

describe("OpenID provider: the metrics and the audit log of a client's sign-ins", () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http);
  });

  afterAll(() => t.close());

  const scrape = async () => {
    const text = (await request(t.http).get('/metrics').expect(200)).text;
    return Object.fromEntries(Object.entries(SERIES).map(([name, series]) => [name, sample(text, series)]));
  };

  async function signInThrough(client: TestOAuthClient) {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    return { config, start, callback };
  }

  it('counts codes, tokens by grant, revocations and refusals by endpoint and error', async () => {
    const client = await createOAuthClient(t);
    const before = await scrape();

    const { config, start, callback } = await signInThrough(client);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    await oidc.tokenRevocation(config, refreshed.refresh_token!);
    const second = await signInThrough(client);
    await expect(
      oidc.authorizationCodeGrant(config, second.callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: second.start.state,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    const silent = await startAuthorization(config, client, { prompt: 'none' });
    expect(new URL((await visit(silent.url)).location!).searchParams.get('error')).toBe('login_required');
    await fetch(`${t.baseUrl}/api/auth/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token }),
    });

    const after = await scrape();
    const grown = Object.fromEntries(Object.keys(SERIES).map((name) => [name, after[name] - before[name]]));
    expect(grown).toEqual({
      codes: 2,
      byCode: 1,
      refreshed: 1,
      byClient: 0,
      revokedRefresh: 1,
      wrongVerifier: 1,
      noClientAuth: 1,
      promptNone: 1,
    });
  });

  it('counts client_credentials tokens and records every grant in the audit log with the client and the user', async () => {
    const client = await createOAuthClient(t, {
      grantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
      clientCredentialsScopes: ['api:read'],
    });
    const before = await scrape();
    const { config, start, callback } = await signInThrough(client);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    await oidc.clientCredentialsGrant(config);

    expect((await scrape()).byClient - before.byClient).toBe(1);
    const signIn = { actorId: user.userId, targetType: 'oauth-client', targetId: client.clientId, result: 'success' };
    expect(await auditEvents(t.http, admin.cookie, { action: 'oauth2.authorize', targetId: client.clientId })).toEqual([
      expect.objectContaining(signIn),
    ]);
    const grants = await auditEvents(t.http, admin.cookie, { action: 'oauth2.token', targetId: client.clientId });
    expect(grants.map((event) => event.metadata.grant).sort()).toEqual([
      'authorization_code',
      'client_credentials',
      'refresh_token',
    ]);
    const byGrant = Object.fromEntries(grants.map((event) => [event.metadata.grant, event]));
    expect(byGrant.authorization_code).toMatchObject(signIn);
    expect(byGrant.refresh_token).toMatchObject(signIn);
    expect(byGrant.client_credentials).toMatchObject({ actorId: null, targetId: client.clientId });
  });
});

import { decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  issuerOf,
  registerClient,
  relyingParty,
  startAuthorization,
  updateClient,
  visit,
} from '../../support/oauth-provider';

const REDIRECT_URI = 'https://reports.example.test/callback';

describe('OpenID provider: clients an administrator registers over HTTP, as the acceptance runs do', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: ADMIN_TEST_CONFIG,
      env: { OAUTH_PROVIDER_SCOPES: 'api:read api:write' },
    });
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http, { name: 'Grace Hopper' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists exactly the default and the configured scopes in discovery', async () => {
    const metadata = (await (await fetch(`${issuerOf(t)}/.well-known/openid-configuration`)).json()) as {
      scopes_supported: string[];
    };
    expect(metadata.scopes_supported).toEqual([
      'openid',
      'profile',
      'email',
      'offline_access',
      'api:read',
      'api:write',
    ]);
  });

  it('signs in through an RS256 client with end-session, records it in the audit log, and refuses it once disabled', async () => {
    const client = await registerClient(t, admin.cookie, {
      redirect_uris: [REDIRECT_URI],
      client_name: 'Reports',
      token_endpoint_auth_method: 'client_secret_basic',
      skip_consent: true,
      enable_end_session: true,
      id_token_signed_response_alg: 'RS256',
    });
    const config = await relyingParty(t, client, { id_token_signed_response_alg: 'RS256' });
    const start = await startAuthorization(config, client);
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });

    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('RS256');
    expect(tokens.claims()).toMatchObject({ sub: user.userId, aud: client.clientId, sid: expect.any(String) });
    expect(await oidc.fetchUserInfo(config, tokens.access_token, user.userId)).toMatchObject({
      name: 'Grace Hopper',
      email: user.email,
    });
    const events = await auditEvents(t.http, admin.cookie, { action: 'oauth2.authorize' });
    expect(events).toEqual([
      expect.objectContaining({ actorId: user.userId, targetType: 'oauth-client', targetId: client.clientId }),
    ]);

    expect(await updateClient(t, admin.cookie, client.clientId, { disabled: true })).toBe(200);
    const page = new URL((await visit(start.url, user.cookie)).location!);
    expect(page.searchParams.get('error')).toBe('client_disabled');
    // 401 invalid_client with `WWW-Authenticate: Basic`, which openid-client reports as a challenge.
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ status: 401 });
    await expect(oidc.fetchUserInfo(config, tokens.access_token, user.userId)).rejects.toBeDefined();
  });

  it('grants client_credentials for a configured scope to a client registered for it', async () => {
    const client = await registerClient(t, admin.cookie, {
      redirect_uris: [REDIRECT_URI],
      grant_types: ['client_credentials'],
      token_endpoint_auth_method: 'client_secret_post',
      client_credentials_scopes: ['api:read', 'api:write'],
    });
    const config = await relyingParty(t, client, { token_endpoint_auth_method: 'client_secret_post' });
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'api:write' });

    expect(tokens.scope).toBe('api:write');
    expect(tokens.expires_in).toBe(3600);
  });

  it('signs in a public client registered with token_endpoint_auth_method none', async () => {
    const client = await registerClient(t, admin.cookie, {
      redirect_uris: ['http://127.0.0.1/callback'],
      token_endpoint_auth_method: 'none',
      application_type: 'native',
      skip_consent: true,
    });
    // A native loopback redirect may name any port.
    const loopback = { ...client, redirectUri: 'http://127.0.0.1:49152/callback' };
    const config = await relyingParty(t, loopback);
    const start = await startAuthorization(config, loopback, { scope: 'openid' });
    const callback = new URL((await visit(start.url, user.cookie)).location!);
    expect(callback.origin).toBe('http://127.0.0.1:49152');
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });

    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('EdDSA');
    expect(tokens.claims()!.sub).toBe(user.userId);
  });
});

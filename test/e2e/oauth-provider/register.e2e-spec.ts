import { decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { issuerOf, oauthQueryOf, startAuthorization, visit } from '../../support/oauth-provider';

const API = '/api/auth';
const REDIRECT_URI = 'https://wiki.example.test/callback';
const SCOPES = 'openid profile email offline_access api:read api:write';

describe('OpenID provider: dynamic client registration (RFC 7591)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: ADMIN_TEST_CONFIG,
      env: { OAUTH_PROVIDER_SCOPES: 'api:read api:write' },
    });
    admin = await createUserWithRole(t.http, 'admin');
    member = await signUp(t.http);
    user = await signUp(t.http, { name: 'Ada Lovelace' });
  });

  afterAll(async () => {
    await t.close();
  });

  const register = (body: unknown, cookie?: string) => {
    const call = request(t.http).post(`${API}/oauth2/register`).set('Origin', t.baseUrl);
    if (cookie) call.set('Cookie', cookie);
    return call.set('Content-Type', 'application/json').send(JSON.stringify(body));
  };

  /**
   * openid-client's registration, the administrator's cookie sent with the registration request only. The client
   * registers for client_secret_post, the method openid-client then uses with the secret it was given.
   */
  function registerWithOpenIdClient(metadata: Partial<oidc.ClientMetadata>): Promise<oidc.Configuration> {
    const withAdminCookie: oidc.CustomFetch = (url, options) => {
      const headers = new Headers(options.headers);
      if (url.endsWith('/oauth2/register')) headers.set('cookie', admin.cookie);
      return fetch(url, { ...options, headers, body: options.body as BodyInit | null | undefined });
    };
    const registered = { token_endpoint_auth_method: 'client_secret_post', ...metadata };
    return oidc.dynamicClientRegistration(new URL(issuerOf(t)), registered, undefined, {
      execute: [oidc.allowInsecureRequests],
      [oidc.customFetch]: withAdminCookie,
    });
  }

  /** The code flow through the consent page a registered client always meets, to the tokens. */
  async function signInThrough(config: oidc.Configuration) {
    const client = { clientId: config.clientMetadata().client_id, redirectUri: REDIRECT_URI };
    const start = await startAuthorization(config, client);
    const page = new URL((await visit(start.url, user.cookie)).location!);
    expect(`${page.origin}${page.pathname}`).toBe(`${t.baseUrl}/oauth/consent`);
    const accepted = await request(t.http)
      .post(`${API}/oauth2/consent`)
      .set('Cookie', user.cookie)
      .send({ accept: true, oauth_query: oauthQueryOf(page) })
      .expect(200);
    return oidc.authorizationCodeGrant(config, new URL(accepted.body.url), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
  }

  it('lists registration_endpoint in both discovery documents', async () => {
    for (const path of [
      '/api/auth/.well-known/openid-configuration',
      '/.well-known/oauth-authorization-server/api/auth',
    ]) {
      const metadata = (await request(t.http).get(path).expect(200)).body;
      expect(metadata.registration_endpoint).toBe(`${issuerOf(t)}/oauth2/register`);
    }
  });

  it('answers an anonymous registration 401 with WWW-Authenticate: Bearer, and stores nothing', async () => {
    const response = await register({ redirect_uris: [REDIRECT_URI] }).expect(401);

    expect(response.body).toEqual({ error_description: 'Authentication required for client registration' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['cache-control']).toBe('no-store');
    const clients = await request(t.http).get(`${API}/oauth2/get-clients`).set('Cookie', admin.cookie).expect(200);
    expect(clients.body).toEqual([]);
  });

  it('refuses a signed-in user whose role does not grant client management with an empty 401, as the package does', async () => {
    const response = await register({ redirect_uris: [REDIRECT_URI] }, member.cookie).expect(401);

    expect(response.text).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it("registers for an administrator: 201 with the secret once, every offered scope, no administrators' fields", async () => {
    const response = await register(
      {
        redirect_uris: [REDIRECT_URI],
        client_name: 'Wiki',
        scope: 'openid',
        contacts: ['it@example.test'],
        logo_uri: 'https://wiki.example.test/logo.png',
        require_pkce: false,
        enable_end_session: true,
        client_credentials_scopes: ['api:read'],
        disabled: true,
        metadata: { team: 'it' },
      },
      admin.cookie,
    ).expect(201);

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      client_id: expect.stringMatching(/^[A-Za-z]{32}$/),
      client_secret: expect.stringMatching(/^[A-Za-z]{32}$/),
      client_secret_expires_at: 0,
      client_id_issued_at: expect.any(Number),
      scope: SCOPES,
      user_id: admin.userId,
      client_name: 'Wiki',
      contacts: ['it@example.test'],
      logo_uri: 'https://wiki.example.test/logo.png',
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      application_type: 'web',
      disabled: false,
    });
    expect(Math.abs(response.body.client_id_issued_at - Date.now() / 1000)).toBeLessThan(60);
    await onlyEvent(t.http, admin.cookie, 'oauth-client.create', response.body.client_id);
    // The secret is not shown again.
    const read = await request(t.http)
      .get(`${API}/oauth2/get-client`)
      .query({ client_id: response.body.client_id })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(read.body).not.toHaveProperty('client_secret');
  });

  it('registers through openid-client, whose client then signs a user in with consent, PKCE and EdDSA', async () => {
    const config = await registerWithOpenIdClient({
      redirect_uris: [REDIRECT_URI],
      client_name: 'Wiki',
      grant_types: ['authorization_code', 'refresh_token'],
    });
    expect(config.clientMetadata().client_secret).toEqual(expect.any(String));

    const tokens = await signInThrough(config);

    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('EdDSA');
    expect(tokens.claims()).toMatchObject({ sub: user.userId, aud: config.clientMetadata().client_id });
    expect(tokens.scope).toBe('openid profile email offline_access');
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
  });

  it('registers for RS256, echoes id_token_signed_response_alg, and issues RS256 ID tokens', async () => {
    const config = await registerWithOpenIdClient({
      redirect_uris: [REDIRECT_URI],
      id_token_signed_response_alg: 'RS256',
    });
    expect(config.clientMetadata().id_token_signed_response_alg).toBe('RS256');

    const tokens = await signInThrough(config);

    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('RS256');
  });

  it('registers a public native client without a secret', async () => {
    const response = await register(
      { redirect_uris: ['http://127.0.0.1/callback'], token_endpoint_auth_method: 'none', application_type: 'native' },
      admin.cookie,
    ).expect(201);

    expect(response.body).not.toHaveProperty('client_secret');
    expect(response.body).not.toHaveProperty('client_secret_expires_at');
    expect(response.body.token_endpoint_auth_method).toBe('none');
  });

  it.each([
    [{ redirect_uris: [REDIRECT_URI], skip_consent: true }, 'invalid_client_metadata', 'skip_consent must be a never'],
    [{ redirect_uris: [REDIRECT_URI], skip_consent: false }, 'invalid_client_metadata', 'skip_consent must be a never'],
    [{}, 'invalid_redirect_uri', 'Redirect URIs are required for authorization_code and implicit grant types'],
    [
      { redirect_uris: ['https://127.0.0.1/callback'] },
      'invalid_redirect_uri',
      'web clients require https redirect URIs on non-loopback hosts: https://127.0.0.1/callback',
    ],
    [{ redirect_uris: [REDIRECT_URI], scope: 'openid nope' }, 'invalid_scope', 'cannot request scope nope'],
    [
      { redirect_uris: [REDIRECT_URI], grant_types: ['password'] },
      'invalid_client_metadata',
      'unsupported grant_type password',
    ],
    [
      { redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'private_key_jwt' },
      'invalid_client_metadata',
      'unsupported token_endpoint_auth_method private_key_jwt',
    ],
    [{ redirect_uris: [REDIRECT_URI], subject_type: 'pairwise' }, 'invalid_client_metadata', undefined],
    [
      { redirect_uris: [REDIRECT_URI], id_token_signed_response_alg: 'HS256' },
      'invalid_client_metadata',
      'unsupported id_token_signed_response_alg HS256',
    ],
  ])('refuses bad metadata %j with %s', async (body, error, description) => {
    const response = await register(body, admin.cookie).expect(400);

    expect(response.body.error).toBe(error);
    if (description) expect(response.body.error_description).toBe(description);
    else expect(response.body.error_description).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['redirect_uris', 'invalid_redirect_uri', null],
    ['redirect_uris', 'invalid_redirect_uri', [1, 2]],
    ['redirect_uris', 'invalid_redirect_uri', []],
    ['redirect_uris', 'invalid_redirect_uri', ['javascript:alert(1)']],
    ['post_logout_redirect_uris', 'invalid_redirect_uri', ['http://app.example.test/']],
    ['software_statement', 'invalid_software_statement', 5],
    ['client_name', 'invalid_client_metadata', null],
    ['client_name', 'invalid_client_metadata', 'x'.repeat(100_000)],
    ['scope', 'invalid_client_metadata', null],
    ['grant_types', 'invalid_client_metadata', []],
    ['grant_types', 'invalid_client_metadata', [7]],
    ['response_types', 'invalid_client_metadata', ['token']],
    ['application_type', 'invalid_client_metadata', 'tv'],
    ['contacts', 'invalid_client_metadata', 'it@example.test'],
    ['jwks', 'invalid_client_metadata', null],
    ['dpop_bound_access_tokens', 'invalid_client_metadata', 'yes'],
    ['skip_consent', 'invalid_client_metadata', null],
  ])('answers a bad %s with 400 %s in the RFC 7591 form', async (field, error, value) => {
    const response = await register({ redirect_uris: [REDIRECT_URI], [field]: value }, admin.cookie).expect(400);

    expect(response.body).toEqual({ error, error_description: expect.stringContaining(field) });
  });

  it('answers bodies that are not an object with 400, never a 500', async () => {
    for (const body of [[1], [{ redirect_uris: [REDIRECT_URI] }]]) {
      const response = await register(body, admin.cookie).expect(400);
      expect(response.body).toEqual({
        error: 'invalid_client_metadata',
        error_description: 'body must be a JSON object',
      });
    }
    // Not JSON objects at all: refused by the body parser before the endpoint, as every endpoint refuses them.
    for (const raw of ['null', '"text"', '42', '{bad']) {
      const response = await request(t.http)
        .post(`${API}/oauth2/register`)
        .set('Origin', t.baseUrl)
        .set('Cookie', admin.cookie)
        .set('Content-Type', 'application/json')
        .send(raw)
        .expect(400);
      expect(response.body.code).toEqual(expect.any(String));
    }
    const empty = await request(t.http)
      .post(`${API}/oauth2/register`)
      .set('Origin', t.baseUrl)
      .set('Cookie', admin.cookie)
      .expect(400);
    expect(empty.body.error).toEqual(expect.any(String));
  });

  it('takes a lone surrogate in a name as the replacement character', async () => {
    const response = await register({ redirect_uris: [REDIRECT_URI], client_name: 'Wiki \ud800' }, admin.cookie).expect(
      201,
    );

    expect(response.body.client_name).toBe('Wiki \ufffd');
  });
});

describe('OpenID provider: dynamic client registration turned off', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, env: { OAUTH_PROVIDER_DYNAMIC_REGISTRATION: 'false' } });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 403 access_denied, even to an administrator, and discovery lists no registration_endpoint', async () => {
    for (const cookie of [admin.cookie, undefined]) {
      const call = request(t.http).post(`${API}/oauth2/register`).set('Origin', t.baseUrl);
      if (cookie) call.set('Cookie', cookie);
      const response = await call.send({ redirect_uris: [REDIRECT_URI] }).expect(403);
      expect(response.body).toEqual({ error: 'access_denied', error_description: 'Client registration is disabled' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const path of [
      '/api/auth/.well-known/openid-configuration',
      '/.well-known/oauth-authorization-server/api/auth',
    ]) {
      const metadata = (await request(t.http).get(path).expect(200)).body;
      expect(metadata).not.toHaveProperty('registration_endpoint');
    }
  });
});

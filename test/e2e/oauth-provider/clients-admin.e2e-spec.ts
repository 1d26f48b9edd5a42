import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const ADMIN = '/api/auth/admin/oauth2';
const WEB_CLIENT = { redirect_uris: ['https://app.example.com/callback'], client_name: 'Reports' };
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };

describe('OAuth clients: the administrators’ endpoints', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, oauthProvider: { scopes: ['api:read', 'api:write'] } } });
    admin = await createUserWithRole(t.http, 'admin');
  });
  afterAll(() => t.close());

  const adminPost = (path: string, body: unknown, cookie: string | null = admin.cookie) => {
    const call = request(t.http).post(`${ADMIN}/${path}`).set('x-service-key', TEST_SERVICE_KEY);
    return (cookie ? call.set('Cookie', cookie) : call).send(body as object);
  };

  it('creates a client with the administrators’ fields, echoing them with 201', async () => {
    const { body } = await adminPost('create-client', {
      ...WEB_CLIENT,
      grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
      token_endpoint_auth_method: 'client_secret_post',
      client_credentials_scopes: ['api:read'],
      skip_consent: true,
      enable_end_session: true,
      require_pkce: false,
      post_logout_redirect_uris: ['https://app.example.com/bye'],
      id_token_signed_response_alg: 'RS256',
      metadata: { team: 'finance', client_id: 'ignored' },
    }).expect(201);
    expect(body).toMatchObject({
      client_id: expect.any(String),
      client_secret: expect.any(String),
      client_secret_expires_at: 0,
      user_id: admin.userId,
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code', 'refresh_token', 'client_credentials'],
      client_credentials_scopes: ['api:read'],
      skip_consent: true,
      enable_end_session: true,
      require_pkce: false,
      post_logout_redirect_uris: ['https://app.example.com/bye'],
      id_token_signed_response_alg: 'RS256',
      team: 'finance',
    });
    expect(body.client_id).not.toBe('ignored');
    await onlyEvent(t.http, admin.cookie, 'oauth-client.create', body.client_id);
  });

  it('creates EdDSA clients by default: no algorithm is stored or echoed', async () => {
    const { body } = await adminPost('create-client', WEB_CLIENT).expect(201);
    expect(body.id_token_signed_response_alg).toBeUndefined();
    expect(body.client_credentials_scopes).toEqual([]);
  });

  it('refuses an id_token_signed_response_alg other than EdDSA and RS256', async () => {
    const refused = await adminPost('create-client', { ...WEB_CLIENT, id_token_signed_response_alg: 'HS256' }).expect(
      400,
    );
    expect(refused.body).toEqual({
      error_description: 'unsupported id_token_signed_response_alg HS256',
      error: 'invalid_client_metadata',
    });
  });

  it('disables and enables a client; a disabled client has no public face', async () => {
    const { body: client } = await adminPost('create-client', WEB_CLIENT).expect(201);
    const { body: disabled } = await adminPost('update-client', {
      client_id: client.client_id,
      update: { disabled: true, id_token_signed_response_alg: 'RS256' },
    }).expect(200);
    expect(disabled).toMatchObject({
      disabled: true,
      id_token_signed_response_alg: 'RS256',
      client_credentials_scopes: [],
    });
    await request(t.http)
      .get('/api/auth/oauth2/public-client')
      .query({ client_id: client.client_id })
      .set('Cookie', admin.cookie)
      .expect(404);
    const { body: enabled } = await adminPost('update-client', {
      client_id: client.client_id,
      update: { disabled: false },
    }).expect(200);
    expect(enabled).toMatchObject({ disabled: false, id_token_signed_response_alg: 'RS256' });
    const events = await auditEvents(t.http, admin.cookie, {
      action: 'oauth-client.update',
      targetId: client.client_id,
    });
    expect(events.map((event) => event.result)).toEqual(['success', 'success']);
  });

  it('refuses client_credentials scopes without that grant, and user scopes for it', async () => {
    const withoutGrant = await adminPost('create-client', {
      ...WEB_CLIENT,
      client_credentials_scopes: ['api:read'],
    }).expect(400);
    expect(withoutGrant.body).toEqual({
      error_description: 'client_credentials_scopes requires the client_credentials grant',
      error: 'invalid_client_metadata',
    });
    const userScope = await adminPost('create-client', {
      grant_types: ['client_credentials'],
      client_credentials_scopes: ['openid', 'api:write'],
    }).expect(400);
    expect(userScope.body).toEqual({
      error_description: 'The following client_credentials scopes are invalid: openid',
      error: 'invalid_scope',
    });
  });

  it('answers 404 without the service key, whatever the session', async () => {
    const response = await request(t.http)
      .post(`${ADMIN}/create-client`)
      .set('Cookie', admin.cookie)
      .send(WEB_CLIENT)
      .expect(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Not Found' });
    await request(t.http).post(`${ADMIN}/update-client`).send({ client_id: 'x', update: {} }).expect(404);
  });

  it('answers 401 with the key but without a session, or as a non-administrator', async () => {
    expect((await adminPost('create-client', WEB_CLIENT, null).expect(401)).body).toEqual(UNAUTHORIZED);
    const member = await signUp(t.http);
    expect((await adminPost('create-client', WEB_CLIENT, member.cookie).expect(401)).body).toEqual(UNAUTHORIZED);
    expect(
      (await adminPost('update-client', { client_id: 'x', update: { disabled: true } }, member.cookie).expect(401))
        .body,
    ).toEqual(UNAUTHORIZED);
  });

  it("lets an administrator set only the client_credentials scopes of another owner's client", async () => {
    const other = await createUserWithRole(t.http, 'admin');
    const { body: client } = await adminPost(
      'create-client',
      { ...WEB_CLIENT, grant_types: ['authorization_code', 'client_credentials'] },
      other.cookie,
    ).expect(201);
    const { body } = await adminPost('update-client', {
      client_id: client.client_id,
      update: { client_credentials_scopes: ['api:write'] },
    }).expect(200);
    expect(body.client_credentials_scopes).toEqual(['api:write']);
    await adminPost('update-client', { client_id: client.client_id, update: { disabled: true } }).expect(401);
  });
});

import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser } from '../../support/factories';

const API = '/api/auth/oauth2';
const INVALID_BODY = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };

describe('OAuth clients: refused registrations', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });
  afterAll(() => t.close());

  const create = (body: unknown) =>
    request(t.http)
      .post(`${API}/create-client`)
      .set('Cookie', admin.cookie)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
  const oauthError = (error: string, error_description: string) => ({ error_description, error });

  it.each([
    ['javascript URI', ['javascript:alert(1)']],
    ['fragment', ['https://app.example.com/cb#x']],
    ['plain http off loopback', ['http://app.example.com/cb']],
    ['empty list', []],
    ['not a URL', ['not a url']],
    ['a number', [42]],
  ])('refuses redirect_uris with a %s as invalid body parameters', async (_name, redirectUris) => {
    expect((await create({ redirect_uris: redirectUris }).expect(400)).body).toMatchObject(INVALID_BODY);
  });

  it('refuses a web client on loopback, and requires redirect URIs for the code grant', async () => {
    expect((await create({ redirect_uris: ['http://127.0.0.1:8080/cb'] }).expect(400)).body).toEqual(
      oauthError(
        'invalid_redirect_uri',
        'web clients require https redirect URIs on non-loopback hosts: http://127.0.0.1:8080/cb',
      ),
    );
    expect((await create({}).expect(400)).body).toEqual(
      oauthError('invalid_redirect_uri', 'Redirect URIs are required for authorization_code and implicit grant types'),
    );
  });

  it('refuses an unknown scope, grant or authentication method as the package does', async () => {
    const uris = ['https://app.example.com/cb'];
    expect((await create({ redirect_uris: uris, scope: 'openid api:admin' }).expect(400)).body).toEqual(
      oauthError('invalid_scope', 'cannot request scope api:admin'),
    );
    expect(
      (await create({ redirect_uris: uris, grant_types: ['authorization_code', 'implicit'] }).expect(400)).body,
    ).toEqual(oauthError('invalid_client_metadata', 'unsupported grant_type implicit'));
    expect(
      (await create({ redirect_uris: uris, token_endpoint_auth_method: 'private_key_jwt' }).expect(400)).body,
    ).toEqual(oauthError('invalid_client_metadata', 'unsupported token_endpoint_auth_method private_key_jwt'));
  });

  it('refuses null fields, a null body and a body that is not an object as invalid body parameters', async () => {
    expect((await create({ redirect_uris: null }).expect(400)).body).toMatchObject(INVALID_BODY);
    expect(
      (await create({ client_name: null, redirect_uris: ['https://a.example/cb'] }).expect(400)).body,
    ).toMatchObject(INVALID_BODY);
    expect((await create(null).expect(400)).body.code).toMatch(/VALIDATION_ERROR|BAD_REQUEST/);
    expect((await create(['x']).expect(400)).body.code).toMatch(/VALIDATION_ERROR|BAD_REQUEST/);
  });

  it('refuses an update without `update`, or with a null one', async () => {
    await request(t.http)
      .post(`${API}/update-client`)
      .set('Cookie', admin.cookie)
      .send({ client_id: 'x' })
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject(INVALID_BODY));
    await request(t.http)
      .post(`${API}/update-client`)
      .set('Cookie', admin.cookie)
      .send({ client_id: 'x', update: null })
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject(INVALID_BODY));
    await request(t.http)
      .post(`${API}/delete-client`)
      .set('Cookie', admin.cookie)
      .send({})
      .expect(400)
      .expect(({ body }) => expect(body).toMatchObject(INVALID_BODY));
    await request(t.http).get(`${API}/get-client`).set('Cookie', admin.cookie).expect(400);
  });

  it('stores a lone surrogate in a name as U+FFFD and answers it back', async () => {
    const body = '{"redirect_uris":["https://app.example.com/cb"],"client_name":"A\\ud800B"}';
    const created = await request(t.http)
      .post(`${API}/create-client`)
      .set('Cookie', admin.cookie)
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(201);
    expect(created.body.client_name).toBe('A\uFFFDB');
  });
});

import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const SECOND_FACTOR_REQUIRED = {
  code: 'SECOND_FACTOR_REQUIRED',
  message: 'A second factor is required. Set one up and verify it to continue.',
};

describe('REQUIRE_SECOND_FACTOR=all: what a session made with a password alone may call', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, requireSecondFactor: 'all' } });
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('reads its own session', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);

    expect(response.body.user).toMatchObject({ id: user.userId });
    expect(response.body.session).not.toHaveProperty('secondFactorAt');
  });

  it.each([
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-password'],
    ['POST', '/api/auth/api-key/create'],
    ['POST', '/api/auth/organization/create'],
    ['GET', '/api/auth/token'],
    ['POST', '/api/auth/two-factor/disable'],
    ['POST', '/api/auth/passkey/delete-passkey'],
    ['POST', '/api/auth/sign-in/email'],
  ])('refuses %s %s with 403 SECOND_FACTOR_REQUIRED', async (method, path) => {
    const call = method === 'GET' ? request(t.http).get(path) : request(t.http).post(path).send({});

    const response = await call.set('Cookie', user.cookie);

    expect(response.status).toBe(403);
    expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
  });

  it('refuses the session carried as a bearer token alike', async () => {
    const response = await request(t.http)
      .get('/api/auth/list-sessions')
      .set('Authorization', `Bearer ${decodeURIComponent(user.cookie.match(/session_token=([^;]+)/)![1])}`);

    expect(response.status).toBe(403);
    expect(response.body).toEqual(SECOND_FACTOR_REQUIRED);
  });

  it.each([
    '/api/auth/List-Sessions',
    '/api/auth/list-sessions/',
    '/API/auth/list-sessions',
    '/api/auth//list-sessions',
    '/api/auth/list-sessions%2F',
    '/api/Auth/list-sessions',
  ])('lets no other spelling of a refused call through: %s answers 404', async (path) => {
    const response = await request(t.http).get(path).set('Cookie', user.cookie);

    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each(['/api/auth/Get-Session', '/api/auth/get-session/', '/api/auth/GET-SESSION'])(
    'gives another spelling of an allowed call no session either: %s answers 404',
    async (path) => {
      const response = await request(t.http).get(path).set('Cookie', user.cookie);

      expect(response.status).toBe(404);
    },
  );

  it('lets calls without a session through: sign-up, and a service key’s server call', async () => {
    await signUp(t.http);
    const created = await request(t.http)
      .post('/api/auth/admin/create-user')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ email: `server-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Server' });

    expect(created.status).toBe(200);
  });

  it('lets an API key act for its owner: a key is not a session', async () => {
    const key = await createKeyOnServer(t.http, user.userId);

    const response = await request(t.http).get('/api/auth/list-sessions').set('x-api-key', key.key);

    expect(response.status).toBe(200);
  });

  it('signs out', async () => {
    const other = await signUp(t.http);

    await request(t.http).post('/api/auth/sign-out').set('Cookie', other.cookie).send({}).expect(200);
    await request(t.http).get('/api/auth/list-sessions').set('Cookie', other.cookie).expect(401);
  });

  it('serves health and the API reference whatever the session', async () => {
    await request(t.http).get('/health/live').set('Cookie', user.cookie).expect(200);
    await request(t.http).get('/api/reference/openapi.json').set('Cookie', user.cookie).expect(200);
  });
});

import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signUp } from '../../support/factories';

describe('GET /api/auth/api-key-defaults', () => {
  let t: TestApp;

  afterEach(async () => {
    await t?.close();
  });

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    t = await createTestApp();

    const response = await request(t.http).get('/api/auth/api-key-defaults').expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('says the limit a key created without one gets: Better Auth’s 10 a day unless configured', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t.http);

    const response = await request(t.http).get('/api/auth/api-key-defaults').set('Cookie', cookie).expect(200);
    const created = await request(t.http).post('/api/auth/api-key/create').set('Cookie', cookie).send({}).expect(200);

    expect(response.body).toEqual({ rateLimitEnabled: true, rateLimitTimeWindow: 86_400_000, rateLimitMax: 10 });
    expect(created.body).toMatchObject(response.body);
  });

  it('answers the configured default', async () => {
    t = await createTestApp({ config: { apiKey: { rateLimit: { enabled: false, maxRequests: 500 } } } });
    const { cookie } = await signUp(t.http);

    const response = await request(t.http).get('/api/auth/api-key-defaults').set('Cookie', cookie).expect(200);

    expect(response.body).toMatchObject({ rateLimitEnabled: false, rateLimitMax: 500 });
  });
});

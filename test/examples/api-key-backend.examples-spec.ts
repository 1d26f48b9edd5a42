import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../support/admin';
import { createKey, createKeyOnServer } from '../support/api-keys';
import { TestApp, createTestApp } from '../support/create-test-app';
import { ExampleProcess, startExample } from '../support/example-process';
import { SignedUpUser, signUp } from '../support/factories';

describe('examples/api-key-backend: callers’ API keys checked with api-key/verify', () => {
  let t: TestApp;
  let backend: ExampleProcess;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true });
    backend = await startExample('api-key-backend/server.mjs', { AUTH_URL: t.baseUrl, SERVICE_KEY: TEST_SERVICE_KEY });
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await backend?.stop();
    await t?.close();
  });

  it('refuses a request without a key with 401', async () => {
    await request(backend.url).get('/reports').expect(401);
  });

  it('serves a key with the read permission, naming its owner', async () => {
    const { key, id } = await createKeyOnServer(t.http, owner.userId, { permissions: { reports: ['read'] } });

    const response = await request(backend.url).get('/reports').set('x-api-key', key).expect(200);

    expect(response.body).toEqual({
      reports: ['q1', 'q2'],
      caller: { userId: owner.userId, keyId: id, remaining: null },
    });
  });

  it('refuses a key without the write permission with 403, and serves one that has it', async () => {
    const reader = await createKeyOnServer(t.http, owner.userId, { permissions: { reports: ['read'] } });
    const writer = await createKeyOnServer(t.http, owner.userId, { permissions: { reports: ['read', 'write'] } });

    const refused = await request(backend.url)
      .post('/reports')
      .set('x-api-key', reader.key)
      .send({ name: 'q3' })
      .expect(403);
    const saved = await request(backend.url)
      .post('/reports')
      .set('x-api-key', writer.key)
      .send({ name: 'q3' })
      .expect(201);

    expect(refused.body).toEqual({ error: 'KEY_NOT_FOUND' });
    expect(saved.body.saved).toBe('q3');
  });

  it('refuses an unknown key with 401 INVALID_API_KEY', async () => {
    const response = await request(backend.url).get('/reports').set('x-api-key', 'x'.repeat(64)).expect(401);

    expect(response.body).toEqual({ error: 'INVALID_API_KEY' });
  });

  it('counts every request against the key’s quota: nothing is cached', async () => {
    const { key } = await createKeyOnServer(t.http, owner.userId, { permissions: { reports: ['read'] }, remaining: 2 });

    const first = await request(backend.url).get('/reports').set('x-api-key', key).expect(200);
    const second = await request(backend.url).get('/reports').set('x-api-key', key).expect(200);
    const third = await request(backend.url).get('/reports').set('x-api-key', key).expect(429);

    expect([first.body.caller.remaining, second.body.caller.remaining]).toEqual([1, 0]);
    expect(third.body).toEqual({ error: 'USAGE_EXCEEDED' });
  });

  it('stops a key on the very request after its owner deleted it', async () => {
    const { key, id } = await createKeyOnServer(t.http, owner.userId, { permissions: { reports: ['read'] } });
    await request(backend.url).get('/reports').set('x-api-key', key).expect(200);

    await request(t.http).post('/api/auth/api-key/delete').set('Cookie', owner.cookie).send({ keyId: id }).expect(200);

    await request(backend.url).get('/reports').set('x-api-key', key).expect(401);
  });

  it('refuses a key its owner made without permissions with 403', async () => {
    const { key } = await createKey(t.http, owner.cookie, { name: 'no rights' });

    await request(backend.url).get('/reports').set('x-api-key', key).expect(403);
  });
});

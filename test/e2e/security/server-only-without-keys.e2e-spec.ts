import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { uniqueEmail } from '../../support/factories';
import { LogCapture } from '../../support/log-capture';

const NOT_SET =
  'SERVICE_KEYS is not set on this server, so server-only calls are refused: set SERVICE_KEYS ' +
  '(comma-separated secrets of 16+ characters) and send one as the x-service-key header';

describe('server-only calls on a service without SERVICE_KEYS', () => {
  const logs = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ logs, config: { logLevel: 'warn' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 401 UNAUTHORIZED saying SERVICE_KEYS is not set, and logs that once', async () => {
    const verify = await request(t.http)
      .post('/api/auth/api-key/verify')
      .set('x-service-key', 'a-key-this-server-does-not-have')
      .send({ key: 'anything' })
      .expect(401);
    const createUser = await request(t.http)
      .post('/api/auth/admin/create-user')
      .set('x-service-key', 'a-key-this-server-does-not-have')
      .send({ email: uniqueEmail(), password: 'a-long-password', name: 'N' })
      .expect(401);
    await request(t.http).post('/api/auth/api-key/verify').send({ key: 'anything' }).expect(401);

    expect(verify.body).toEqual({ code: 'UNAUTHORIZED', message: `Unauthorized: ${NOT_SET}` });
    expect(createUser.body).toEqual(verify.body);
    const warnings = logs.entries().filter((entry) => entry.msg.includes('SERVICE_KEYS is not set'));
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, msg: `A server-only call was refused: ${NOT_SET}` }),
    ]);
  });
});

describe('server-only calls with SERVICE_KEYS configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a wrong or missing key with the plain 401 UNAUTHORIZED, as Better Auth does', async () => {
    const wrong = await request(t.http)
      .post('/api/auth/api-key/verify')
      .set('x-service-key', `${TEST_SERVICE_KEY}x`)
      .send({ key: 'anything' })
      .expect(401);
    const missing = await request(t.http).post('/api/auth/api-key/verify').send({ key: 'anything' }).expect(401);

    expect(wrong.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(missing.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });
});

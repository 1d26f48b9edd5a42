import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp, uniqueEmail } from '../../support/factories';
import { LogCapture } from '../../support/log-capture';

const NOT_SET =
  'SERVICE_KEYS is not set on this server, so server-only calls are refused: set SERVICE_KEYS ' +
  '(comma-separated secrets of 16+ characters) and send one as the x-service-key header';

// Each refusal below is checked in its answer and its logged warning, on one app: each test reads only its own line.
describe('refusals explained in the answer and the log', () => {
  const logs = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ logs, config: { logLevel: 'warn', trustedOrigins: ['https://app.example.com'] } });
  });

  afterAll(async () => {
    await t.close();
  });

  describe('a sign-in from an origin that is not trusted (the dashboard opened at localhost, BASE_URL at 127.0.0.1)', () => {
    it('answers 403 INVALID_ORIGIN naming the origin received, how to trust it and the trusted ones, and logs them', async () => {
      const user = await signUp(t.http);
      const received = 'http://localhost:5150';
      const trusted = `${t.config.baseUrl}, https://app.example.com`;

      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .set('Origin', received)
        .send({ email: user.email, password: PASSWORD })
        .expect(403);

      expect(response.body).toEqual({
        code: 'INVALID_ORIGIN',
        message:
          `Invalid origin: ${received} is not a trusted origin: open the dashboard at BASE_URL (${t.config.baseUrl}) ` +
          `or add ${received} to TRUSTED_ORIGINS (trusted: ${trusted})`,
      });
      expect(logs.entries()).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: `Refused a request from the untrusted origin ${received}; trusted origins: ${trusted}`,
        }),
      );
    });

    it('names the origin of a Referer, not its whole address', async () => {
      const user = await signUp(t.http);

      const response = await request(t.http)
        .post('/api/auth/sign-out')
        .set('Cookie', user.cookie)
        .set('Referer', 'http://localhost:5150/sign-in?token=private')
        .send({})
        .expect(403);

      expect(response.body.message).toMatch(/^Invalid origin: http:\/\/localhost:5150 is not a trusted origin: /);
      expect(response.body.message).not.toContain('private');
    });
  });

  describe('server-only calls on a service without SERVICE_KEYS', () => {
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

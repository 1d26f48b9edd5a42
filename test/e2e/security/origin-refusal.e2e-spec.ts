import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp } from '../../support/factories';
import { LogCapture } from '../../support/log-capture';

describe('a sign-in from an origin that is not trusted (the dashboard opened at localhost, BASE_URL at 127.0.0.1)', () => {
  const logs = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ logs, config: { logLevel: 'warn', trustedOrigins: ['https://app.example.com'] } });
  });

  afterAll(async () => {
    await t.close();
  });

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

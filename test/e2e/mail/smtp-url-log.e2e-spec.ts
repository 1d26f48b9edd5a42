import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { eventually, failingDeliveries, metric } from '../../support/email-outbox';

describe('SMTP_URL=log', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, mail: { smtpUrl: 'log' } } });
    admin = await createUserWithRole(t.http);
  });

  afterAll(() => t.close());

  it('counts each e-mail as delivered once logged: nothing waits, nothing reaches SMTP or a dev outbox', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);

    await eventually(async () => (await metric(t.http, 'auth_emails_sent_total')) === 1);
    expect(await metric(t.http, 'auth_fleet_email_outbox_depth{status="pending"}')).toBe(0);
    expect(await failingDeliveries(t.http, admin.cookie)).toEqual([]);
    expect(t.mail.messages).toEqual([]);
    expect((await request(t.http).get('/api/dev/outbox').expect(404)).body).toEqual({
      code: 'NOT_FOUND',
      message: 'Not Found',
    });
  });
});

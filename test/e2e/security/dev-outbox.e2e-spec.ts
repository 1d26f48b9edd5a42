import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { eventually } from '../../support/email-outbox';

const DEV_OUTBOX = '/api/dev/outbox';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not Found' };
// The app listens on loopback only, so a caller from another machine is one whose client address,
// as the service derives it from the forwarding header, is not loopback.
const FROM_ELSEWHERE = { 'X-Forwarded-For': '203.0.113.9' };

async function requestReset(t: TestApp, email: string): Promise<void> {
  await request(t.http).post('/api/auth/request-password-reset').send({ email, redirectTo: '/reset' }).expect(200);
}

describe('the dev outbox without SMTP_URL', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    // Callers from another machine reach this one through a proxy on loopback, which names them.
    t = await createTestApp({
      config: { ...ADMIN_TEST_CONFIG, trustedProxies: ['loopback'], mail: { smtpUrl: null } },
    });
    admin = await createUserWithRole(t.http);
    user = await signUp(t.http);
  });

  afterAll(() => t.close());

  const outboxHolds = async (email: string) =>
    ((await request(t.http).get(DEV_OUTBOX).expect(200)).body.emails as Array<{ to: string }>).some(
      (mail) => mail.to === email,
    );

  it('shows a caller on this machine the e-mails with their links, without signing in', async () => {
    await requestReset(t, user.email);
    await eventually(() => outboxHolds(user.email));

    const response = await request(t.http).get(DEV_OUTBOX).expect(200);

    const mail = response.body.emails.find((email: { to: string }) => email.to === user.email);
    expect(mail).toMatchObject({
      from: 'auth@test.local',
      subject: 'Reset your password',
      text: expect.stringContaining(`${t.baseUrl}/api/auth/reset-password/`),
    });
  });

  it('answers 404 NOT_FOUND to a caller from another machine who is not signed in', async () => {
    const response = await request(t.http).get(DEV_OUTBOX).set(FROM_ELSEWHERE).expect(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('answers 404 NOT_FOUND to a caller from another machine signed in without the admin role', async () => {
    const response = await request(t.http).get(DEV_OUTBOX).set(FROM_ELSEWHERE).set('Cookie', user.cookie).expect(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('shows an administrator from another machine the e-mails', async () => {
    await requestReset(t, admin.email);
    await eventually(() => outboxHolds(admin.email));

    const response = await request(t.http).get(DEV_OUTBOX).set(FROM_ELSEWHERE).set('Cookie', admin.cookie).expect(200);

    expect(response.body.emails.map((email: { to: string }) => email.to)).toContain(admin.email);
  });

  it('answers 404 NOT_FOUND to a caller from another machine whose session cookie is forged', async () => {
    const response = await request(t.http)
      .get(DEV_OUTBOX)
      .set(FROM_ELSEWHERE)
      .set('Cookie', 'better-auth.session_token=forged.value')
      .expect(404);
    expect(response.body).toEqual(NOT_FOUND);
  });
});

describe('the dev outbox with SMTP_URL', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
  });

  afterAll(() => t.close());

  it('does not exist, for this machine or an administrator', async () => {
    expect((await request(t.http).get(DEV_OUTBOX).expect(404)).body).toEqual(NOT_FOUND);
    expect((await request(t.http).get(DEV_OUTBOX).set('Cookie', admin.cookie).expect(404)).body).toEqual(NOT_FOUND);
  });
});

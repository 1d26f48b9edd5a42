import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { auditEvents, onlyEvent, sorted } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp, uniqueEmail } from '../../support/factories';

const BROWSER = 'Mozilla/5.0 (audit test)';

describe('audit events of sign-in, sign-up, passwords and e-mail changes', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, trustedProxies: ['loopback'] } });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  it('records a sign-up with the new user as actor and target, the address and the user agent', async () => {
    const email = uniqueEmail();
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('User-Agent', BROWSER)
      .send({ name: 'Ada', email, password: PASSWORD })
      .expect(200);
    const userId = response.body.user.id;

    expect(await onlyEvent(t.http, admin.cookie, 'sign-up', userId)).toEqual({
      id: expect.any(String),
      action: 'sign-up',
      actorId: userId,
      impersonatedBy: null,
      targetType: 'user',
      targetId: userId,
      ipAddress: '203.0.113.7',
      userAgent: BROWSER,
      result: 'success',
      metadata: { email },
      origin: null,
      createdAt: expect.any(String),
    });
  });

  it('records a refused sign-up with its error code', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'Again', email: user.email, password: PASSWORD })
      .expect(422);

    const events = await auditEvents(t.http, admin.cookie, { action: 'sign-up', searchValue: user.email });
    expect(events.map((event) => event.result)).toEqual(['USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'success']);
    expect(events[0]).toMatchObject({ actorId: null, targetId: null });
  });

  it('records a successful sign-in with the user as actor', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .set('X-Forwarded-For', '198.51.100.4')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'sign-in', user.userId)).toMatchObject({
      actorId: user.userId,
      targetType: 'user',
      result: 'success',
      ipAddress: '198.51.100.4',
      metadata: { email: user.email },
    });
  });

  it('records a wrong password and an unknown e-mail as failures with INVALID_EMAIL_OR_PASSWORD and no actor', async () => {
    const user = await signUp(t.http);
    const stranger = uniqueEmail('stranger');
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: 'not the password' })
      .expect(401);
    await request(t.http).post('/api/auth/sign-in/email').send({ email: stranger, password: PASSWORD }).expect(401);

    const failures = await auditEvents(t.http, admin.cookie, {
      action: 'sign-in',
      result: 'INVALID_EMAIL_OR_PASSWORD',
    });
    const tried = failures.map((event) => [event.metadata.email, event.actorId, event.targetId]);
    expect(tried).toEqual(
      expect.arrayContaining([
        [user.email, null, null],
        [stranger, null, null],
      ]),
    );
  });

  it('records a password change by the signed-in user', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/change-password')
      .set('Cookie', user.cookie)
      .send({ currentPassword: PASSWORD, newPassword: 'another good password' })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'change-password', user.userId)).toMatchObject({
      actorId: user.userId,
      result: 'success',
    });
  });

  it('records a refused password change with INVALID_PASSWORD', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/change-password')
      .set('Cookie', user.cookie)
      .send({ currentPassword: 'not the password', newPassword: 'another good password' })
      .expect(400);

    expect(await onlyEvent(t.http, admin.cookie, 'change-password', user.userId)).toMatchObject({
      actorId: user.userId,
      result: 'INVALID_PASSWORD',
    });
  });

  it('records a password reset with the token, naming the user whose password it was', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    const link = (await t.mail.waitFor(user.email)).text.match(/https?:\/\/\S+/)![0];
    const token = new URL(link).pathname.split('/').pop()!;
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'a brand new password' })
      .expect(200);

    expect(await onlyEvent(t.http, admin.cookie, 'reset-password', user.userId)).toMatchObject({
      actorId: user.userId,
      result: 'success',
    });
  });

  it('records a trusted backend setting a password with no actor', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/set-password')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ userId: user.userId, newPassword: PASSWORD })
      .expect(400);

    expect(await onlyEvent(t.http, admin.cookie, 'set-password', user.userId)).toMatchObject({
      actorId: null,
      result: 'USER_ALREADY_HAS_A_PASSWORD',
    });
  });

  it('records an e-mail change when it is asked for and again when the link confirms it', async () => {
    const user = await signUp(t.http);
    const newEmail = uniqueEmail('moved');
    await request(t.http).post('/api/auth/change-email').set('Cookie', user.cookie).send({ newEmail }).expect(200);
    const link = (await t.mail.waitFor(newEmail)).text.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    await request(t.http).get(`${url.pathname}${url.search}`).set('Cookie', user.cookie);

    const events = await auditEvents(t.http, admin.cookie, { action: 'change-email', targetId: user.userId });
    expect(sorted(events.map((event) => [event.actorId, event.result, event.metadata]))).toEqual(
      sorted([
        [user.userId, 'success', { step: 'confirmed', email: user.email, newEmail }],
        [user.userId, 'success', { step: 'requested', newEmail }],
      ]),
    );
  });

  // Last in this file: the audit table is renamed away for the length of one sign-up.
  describe('a real fault: the audit table cannot be written', () => {
    it('still signs users up and in, and records again once the table is back', async () => {
      await t.app.get(Sequelize).query('ALTER TABLE "auditEvent" RENAME TO "auditEventAway"');
      const during = uniqueEmail('during');
      try {
        await request(t.http)
          .post('/api/auth/sign-up/email')
          .send({ name: 'During', email: during, password: PASSWORD })
          .expect(200);
        await request(t.http).post('/api/auth/sign-in/email').send({ email: during, password: PASSWORD }).expect(200);
        await request(t.http)
          .post('/api/auth/sign-in/email')
          .send({ email: during, password: 'wrong password' })
          .expect(401);
      } finally {
        await t.app.get(Sequelize).query('ALTER TABLE "auditEventAway" RENAME TO "auditEvent"');
      }
      const after = await signUp(t.http);

      expect(await auditEvents(t.http, admin.cookie, { searchValue: during })).toEqual([]);
      expect(await auditEvents(t.http, admin.cookie, { action: 'sign-up', targetId: after.userId })).toHaveLength(1);
    });
  });
});

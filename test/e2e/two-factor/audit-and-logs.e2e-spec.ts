import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, signUp, cookiesFrom } from '../../support/factories';
import { emailedCode, enrolTwoFactor, totpCode } from '../../support/two-factor';
import { LogCapture } from '../../support/log-capture';

describe('two-factor audit events', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('records enable, the accepted code, a refused code with its code, and disable', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const wrong = totpCode(user.totpURI, t.clock.nowMs() + 10 * 60_000);
    await request(t.http).post('/api/auth/two-factor/verify-totp').set('Cookie', user.cookie).send({ code: wrong });
    await request(t.http)
      .post('/api/auth/two-factor/disable')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);

    const enable = await onlyEvent(t.http, admin.cookie, 'two-factor.enable', user.userId);
    expect(enable).toMatchObject({ actorId: user.userId, targetType: 'user', result: 'success' });
    const disable = await onlyEvent(t.http, admin.cookie, 'two-factor.disable', user.userId);
    expect(disable).toMatchObject({ actorId: user.userId, result: 'success' });
    const response = await request(t.http)
      .get('/api/auth/admin/audit-events')
      .query({ action: 'two-factor.verify-totp', targetId: user.userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(response.body.events.map((event: { result: string }) => event.result).sort()).toEqual([
      'INVALID_CODE',
      'success',
    ]);
  });

  it('records each e-mailed code sent, and each one checked with its outcome', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const code = await emailedCode(t.http, t.mail, user.email, user.cookie);
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    const verify = (sent: string) =>
      request(t.http).post('/api/auth/two-factor/verify-otp').set('Cookie', user.cookie).send({ code: sent });
    await verify(wrong).expect(401);
    await verify(code).expect(200);

    const sent = await onlyEvent(t.http, admin.cookie, 'two-factor.send-otp', user.userId);
    expect(sent).toMatchObject({ actorId: user.userId, targetType: 'user', result: 'success' });
    const response = await request(t.http)
      .get('/api/auth/admin/audit-events')
      .query({ action: 'two-factor.verify-otp', targetId: user.userId })
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(response.body.events.map((event: { result: string }) => event.result).sort()).toEqual([
      'INVALID_CODE',
      'success',
    ]);
  });
});

describe('e-mailed second-factor codes and the logs, at trace', () => {
  const logs = new LogCapture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ logs, config: { logLevel: 'trace' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('sends, refuses and accepts a code without writing it to any log line', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    t.clock.advanceSeconds(30);
    const pending = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const code = await emailedCode(t.http, t.mail, user.email, cookiesFrom(pending));
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    const verify = (sent: string) =>
      request(t.http).post('/api/auth/two-factor/verify-otp').set('Cookie', cookiesFrom(pending)).send({ code: sent });
    await verify(wrong).expect(401);
    await verify(code).expect(200);

    expect(logs.text).toContain('two-factor/send-otp');
    // Digits of timestamps and durations may hold the code's digits inside longer numbers; alone, they are the code.
    expect(logs.text).not.toMatch(new RegExp(`(?<![0-9])(${code}|${wrong})(?![0-9])`));
  });
});

import request from 'supertest';
import { createKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { emailedCode, enrolTwoFactor, totpCode } from '../../support/two-factor';

const SIGN_IN = '/api/auth/sign-in/email';
const ENABLE = '/api/auth/two-factor/enable';
const VERIFY_TOTP = '/api/auth/two-factor/verify-totp';
const TOTP_ALREADY_ENABLED = { code: 'TOTP_ALREADY_ENABLED', message: 'TOTP is already enabled' };
const TOTP_NOT_ENABLED = { code: 'TOTP_NOT_ENABLED', message: 'TOTP not enabled' };

describe('two-factor as Better Auth 1.7 answers (BETTER_AUTH_COMPAT=1.7)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { betterAuthCompat: '1.7' } });
  });

  afterAll(async () => {
    await t.close();
  });

  async function signInPending(user: SignedUpUser): Promise<request.Response> {
    return request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
  }

  /** A user whose second factor is e-mailed codes alone; the cookie carries the session enable replaced. */
  async function withOtpOnly(): Promise<SignedUpUser> {
    const user = await signUp(t.http);
    const enabled = await request(t.http)
      .post(ENABLE)
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD, method: 'otp' })
      .expect(200);
    return { ...user, cookie: cookiesFrom(enabled) };
  }

  it('enable answers the method with the otpauth URI and backup codes', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      method: 'totp',
      totpURI: expect.stringMatching(/^otpauth:\/\/totp\//),
      backupCodes: expect.arrayContaining([expect.stringMatching(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)]),
    });
  });

  it('enable with method otp turns the second factor on at once, in a new session replacing the old', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(ENABLE)
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD, method: 'otp' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ method: 'otp' });
    await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200, 'null');
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response));
    expect(session.body.user).toMatchObject({ id: user.userId, twoFactorEnabled: true });
  });

  it('enable with method otp through an API key turns the factor on and makes no session cookie', async () => {
    const user = await signUp(t.http);
    const { key } = await createKey(t.http, user.cookie);
    const response = await request(t.http)
      .post(ENABLE)
      .set('x-api-key', key as string)
      .send({ password: PASSWORD, method: 'otp' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ method: 'otp' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    expect(session.body.user).toMatchObject({ twoFactorEnabled: true });
  });

  it('refuses enable with a method it does not know with 400 VALIDATION_ERROR', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(ENABLE)
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD, method: 'sms' });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });

  it('refuses a second enrolment once a code confirmed the first with 400 TOTP_ALREADY_ENABLED', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const response = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(TOTP_ALREADY_ENABLED);
  });

  it('checks the password before refusing a second enrolment', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const response = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: 'wrong one' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
  });

  it('lets enable start over while no code has confirmed the enrolment: only the new secret works', async () => {
    const user = await signUp(t.http);
    const post = () => request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD }).expect(200);
    const first = await post();
    const second = await post();
    const nowMs = t.clock.nowMs();

    expect(second.body.totpURI).not.toBe(first.body.totpURI);
    await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', user.cookie)
      .send({ code: totpCode(first.body.totpURI, nowMs) })
      .expect(401);
    await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', user.cookie)
      .send({ code: totpCode(second.body.totpURI, nowMs) })
      .expect(200);
  });

  it('answers the sign-in of a user with a confirmed authenticator with twoFactorMethods totp and otp', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const response = await signInPending(user);

    expect(response.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
  });

  it('lists only otp for a user with e-mailed codes, whose authenticator enrolment no code confirmed', async () => {
    const user = await withOtpOnly();
    await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD }).expect(200);
    const response = await signInPending(user);

    expect(response.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
  });

  it('refuses a code of an unconfirmed authenticator at sign-in with 400 TOTP_NOT_ENABLED; the e-mailed code works', async () => {
    const user = await withOtpOnly();
    const enabled = await request(t.http)
      .post(ENABLE)
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);
    const pending = cookiesFrom(await signInPending(user));
    const refused = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', pending)
      .send({ code: totpCode(enabled.body.totpURI, t.clock.nowMs()) });

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(TOTP_NOT_ENABLED);
    const code = await emailedCode(t.http, t.mail, user.email, pending);
    await request(t.http).post('/api/auth/two-factor/verify-otp').set('Cookie', pending).send({ code }).expect(200);
  });

  it('a signed-in code confirms the authenticator of a user with e-mailed codes, which sign-in then lists', async () => {
    const user = await withOtpOnly();
    const enabled = await request(t.http)
      .post(ENABLE)
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);
    const verified = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', user.cookie)
      .send({ code: totpCode(enabled.body.totpURI, t.clock.nowMs()) })
      .expect(200);

    // The second factor was on already: the session stays.
    expect(cookiesFrom(verified)).toBe('');
    const response = await signInPending(user);
    expect(response.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
  });

  it('answers BACKUP_CODES_NOT_ENABLED and TWO_FACTOR_NOT_ENABLED with 1.7’s codes', async () => {
    const user = await signUp(t.http);
    const backup = await request(t.http)
      .post('/api/auth/two-factor/verify-backup-code')
      .set('Cookie', user.cookie)
      .send({ code: 'abcde-12345' });
    const regenerate = await request(t.http)
      .post('/api/auth/two-factor/generate-backup-codes')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD });

    expect(backup.status).toBe(400);
    expect(backup.body).toEqual({ code: 'BACKUP_CODES_NOT_ENABLED', message: "Backup codes aren't enabled" });
    expect(regenerate.status).toBe(400);
    expect(regenerate.body).toEqual({ code: 'TWO_FACTOR_NOT_ENABLED', message: "Two factor isn't enabled" });
  });

  it('refuses backup codes of a user with e-mailed codes alone with 400 BACKUP_CODES_NOT_ENABLED', async () => {
    const user = await withOtpOnly();
    const response = await request(t.http)
      .post('/api/auth/two-factor/verify-backup-code')
      .set('Cookie', cookiesFrom(await signInPending(user)))
      .send({ code: 'abcde-12345' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'BACKUP_CODES_NOT_ENABLED', message: "Backup codes aren't enabled" });
  });

  it('ends a pending sign-in after 5 wrong authenticator or backup codes with 400 TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const pending = cookiesFrom(await signInPending(user));
    const wrongTotp = totpCode(user.totpURI, t.clock.nowMs() + 10 * 60_000);
    const verify = (path: string, code: string) =>
      request(t.http).post(`/api/auth/two-factor/${path}`).set('Cookie', pending).send({ code });
    for (let attempt = 1; attempt <= 3; attempt++) await verify('verify-totp', wrongTotp).expect(401);
    for (let attempt = 1; attempt <= 2; attempt++) await verify('verify-backup-code', 'wrong-codes').expect(401);

    const right = await verify('verify-backup-code', user.backupCodes[0]);
    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
      message: 'Too many attempts. Please request a new code.',
    });
    const after = await verify('verify-totp', totpCode(user.totpURI, t.clock.nowMs() + 30_000));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' });
    // A new sign-in starts with a fresh count.
    await request(t.http)
      .post('/api/auth/two-factor/verify-backup-code')
      .set('Cookie', cookiesFrom(await signInPending(user)))
      .send({ code: user.backupCodes[0] })
      .expect(200);
  });
});

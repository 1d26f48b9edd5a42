import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signUp } from '../../support/factories';
import { enrolTwoFactor, totpCode } from '../../support/two-factor';

const ENABLE = '/api/auth/two-factor/enable';
const GET_TOTP_URI = '/api/auth/two-factor/get-totp-uri';
const VERIFY_TOTP = '/api/auth/two-factor/verify-totp';
const DISABLE = '/api/auth/two-factor/disable';
const INVALID_PASSWORD = { code: 'INVALID_PASSWORD', message: 'Invalid password' };

describe('two-factor enrolment', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The answers of Better Auth 1.4; 1.7's differences are in line-17.e2e-spec.ts.
    t = await createTestApp({ config: { betterAuthCompat: '1.4' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('enable answers an otpauth URI for the user and ten backup codes, and leaves the factor off', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD });

    expect(response.status).toBe(200);
    const uri = new URL(response.body.totpURI);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(
      `otpauth://totp/Better%20Auth:${encodeURIComponent(user.email)}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{52}$/),
      issuer: 'Better Auth',
      digits: '6',
      period: '30',
    });
    expect(response.body.backupCodes).toHaveLength(10);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    expect(session.body.user.twoFactorEnabled).toBe(false);
    for (const code of response.body.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD });
    expect(signIn.body.token).toEqual(expect.any(String));
  });

  it('refuses enable with a wrong password with 400 INVALID_PASSWORD', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: 'wrong password' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_PASSWORD);
  });

  it('refuses enable without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http).post(ENABLE).send({ password: PASSWORD });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses enable without a password with 400 VALIDATION_ERROR', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({});

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('turns the factor on with the first code, in a new session replacing the old one', async () => {
    const user = await signUp(t.http);
    const enrolled = await enrolTwoFactor(t.http, user, t.clock.nowMs());

    expect(enrolled.token).not.toBe(user.token);
    await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200, 'null');
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', enrolled.cookie).expect(200);
    expect(session.body.session.token).toBe(enrolled.token);
    expect(session.body.user.twoFactorEnabled).toBe(true);
  });

  it('refuses a wrong code with 401 INVALID_CODE', async () => {
    const user = await signUp(t.http);
    const enabled = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD });
    const wrong = totpCode(enabled.body.totpURI, t.clock.nowMs() + 5 * 60_000);
    const response = await request(t.http).post(VERIFY_TOTP).set('Cookie', user.cookie).send({ code: wrong });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' });
  });

  it('accepts the codes of the previous and next 30-second steps', async () => {
    const user = await signUp(t.http);
    const enabled = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD });
    const previous = totpCode(enabled.body.totpURI, t.clock.nowMs() - 30_000);
    const first = await request(t.http).post(VERIFY_TOTP).set('Cookie', user.cookie).send({ code: previous });
    expect(first.status).toBe(200);
    const next = totpCode(enabled.body.totpURI, t.clock.nowMs() + 30_000);
    const cookie = (first.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');

    await request(t.http).post(VERIFY_TOTP).set('Cookie', cookie).send({ code: next }).expect(200);
  });

  it('refuses a code already accepted, and one of an earlier step, with 401 INVALID_CODE', async () => {
    const user = await signUp(t.http);
    t.clock.freeze();
    try {
      const enrolled = await enrolTwoFactor(t.http, user, t.clock.nowMs());
      const sameCode = totpCode(enrolled.totpURI, t.clock.nowMs());
      const earlier = totpCode(enrolled.totpURI, t.clock.nowMs() - 30_000);

      for (const code of [sameCode, earlier]) {
        const response = await request(t.http).post(VERIFY_TOTP).set('Cookie', enrolled.cookie).send({ code });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' });
      }
    } finally {
      t.clock.unfreeze();
    }
  });

  it('refuses verify-totp before enable with 400 TOTP_NOT_ENABLED', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(VERIFY_TOTP).set('Cookie', user.cookie).send({ code: '123456' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'TOTP_NOT_ENABLED', message: 'TOTP not enabled' });
  });

  it('refuses verify-totp with neither a session nor a pending sign-in with 401 INVALID_TWO_FACTOR_COOKIE', async () => {
    const response = await request(t.http).post(VERIFY_TOTP).send({ code: '123456' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' });
  });

  it('answers the same otpauth URI from get-totp-uri with the password', async () => {
    const user = await signUp(t.http);
    const enabled = await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD });
    const response = await request(t.http).post(GET_TOTP_URI).set('Cookie', user.cookie).send({ password: PASSWORD });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ totpURI: enabled.body.totpURI });
  });

  it('refuses get-totp-uri before enable with 400 TOTP_NOT_ENABLED, and a wrong password with INVALID_PASSWORD', async () => {
    const user = await signUp(t.http);
    const before = await request(t.http).post(GET_TOTP_URI).set('Cookie', user.cookie).send({ password: PASSWORD });
    expect(before.status).toBe(400);
    expect(before.body).toEqual({ code: 'TOTP_NOT_ENABLED', message: 'TOTP not enabled' });

    await request(t.http).post(ENABLE).set('Cookie', user.cookie).send({ password: PASSWORD }).expect(200);
    const wrong = await request(t.http).post(GET_TOTP_URI).set('Cookie', user.cookie).send({ password: 'nope nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(INVALID_PASSWORD);
  });

  it('enable again while enabled replaces the secret, as Better Auth 1.4 does', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const again = await request(t.http).post(ENABLE).set('Cookie', enrolled.cookie).send({ password: PASSWORD });

    expect(again.status).toBe(200);
    expect(again.body.totpURI).not.toBe(enrolled.totpURI);
  });

  it('disable turns the factor off and forgets the secret; a wrong password is refused first', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const wrong = await request(t.http).post(DISABLE).set('Cookie', enrolled.cookie).send({ password: 'nope nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(INVALID_PASSWORD);

    await request(t.http).post(DISABLE).set('Cookie', enrolled.cookie).send({ password: PASSWORD }).expect(200, {
      status: true,
    });
    const uri = await request(t.http).post(GET_TOTP_URI).set('Cookie', enrolled.cookie).send({ password: PASSWORD });
    expect(uri.body).toEqual({ code: 'TOTP_NOT_ENABLED', message: 'TOTP not enabled' });
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', enrolled.cookie).expect(200);
    expect(session.body.user.twoFactorEnabled).toBe(false);
  });
});

import request from 'supertest';
import { LOCKOUT_TEST_CONFIG } from '../../support/account-lockout';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';
import { emailedCode, enrolTwoFactor, totpCode } from '../../support/two-factor';

const VERIFY_TOTP = '/api/auth/two-factor/verify-totp';
const LOCKED = {
  code: 'TOO_MANY_FAILED_SIGN_IN_ATTEMPTS',
  message: 'Too many failed sign-in attempts for this email. Please try again later.',
};

describe('second-factor attempts and the per-account lock', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LOCKOUT_TEST_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts wrong codes toward the lock: once locked, even the right code and password are refused with 429', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    t.clock.advanceSeconds(30);
    const pending = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const wrong = totpCode(user.totpURI, t.clock.nowMs() + 10 * 60_000);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await request(t.http)
        .post(VERIFY_TOTP)
        .set('Cookie', cookiesFrom(pending))
        .send({ code: wrong })
        .expect(401, { code: 'INVALID_CODE', message: 'Invalid code' });
    }

    const right = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) });
    expect(right.status).toBe(429);
    expect(right.body).toEqual(LOCKED);
    expect(Number(right.headers['x-retry-after'])).toBeGreaterThan(0);
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD });
    expect(signIn.status).toBe(429);
  });

  it('counts wrong e-mailed codes toward the lock too', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const pending = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    const code = await emailedCode(t.http, t.mail, user.email, cookiesFrom(pending));
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await request(t.http)
        .post('/api/auth/two-factor/verify-otp')
        .set('Cookie', cookiesFrom(pending))
        .send({ code: wrong })
        .expect(401, { code: 'INVALID_CODE', message: 'Invalid code' });
    }

    const right = await request(t.http)
      .post('/api/auth/two-factor/verify-otp')
      .set('Cookie', cookiesFrom(pending))
      .send({ code });
    expect(right.status).toBe(429);
    expect(right.body).toEqual(LOCKED);
  });
});

describe('second-factor attempts and the per-address rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimit: { enabled: true, accountLockout: { enabled: false } } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('allows 3 code attempts per 10 seconds from one address, as for the credential paths', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      await request(t.http).post(VERIFY_TOTP).send({ code: '123456' }).expect(401);
    }
    const limited = await request(t.http).post(VERIFY_TOTP).send({ code: '123456' });

    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' });
  });

  it.each(['send-otp', 'verify-otp'])(
    'counts %s among the credential paths: the 4th request in 10 s answers 429',
    async (path) => {
      const post = () => request(t.http).post(`/api/auth/two-factor/${path}`).send({ code: '123456' });
      for (let attempt = 1; attempt <= 3; attempt++) await post().expect(401);
      const limited = await post();

      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please try again later.',
      });
    },
  );
});

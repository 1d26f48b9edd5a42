import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp } from '../../support/factories';
import { EnrolledUser, enrolTwoFactor, totpCode } from '../../support/two-factor';

const SIGN_IN = '/api/auth/sign-in/email';
const VERIFY_TOTP = '/api/auth/two-factor/verify-totp';
const VERIFY_BACKUP_CODE = '/api/auth/two-factor/verify-backup-code';
const INVALID_TWO_FACTOR_COOKIE = { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' };

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

function cookieLine(response: request.Response, name: string): string | undefined {
  return setCookies(response).find((line) => line.startsWith(`better-auth.${name}=`));
}

describe('sign-in with the second factor on (Better Auth 1.4)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The answers of Better Auth 1.4; 1.7's differences are in line-17.e2e-spec.ts.
    t = await createTestApp({ config: { betterAuthCompat: '1.4' } });
  });

  afterAll(async () => {
    await t.close();
  });

  async function enrolled(): Promise<EnrolledUser> {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    // The enrolment's code is used up: the next one comes from a later step.
    t.clock.advanceSeconds(30);
    return user;
  }

  async function signInPending(user: EnrolledUser, extra: object = {}): Promise<request.Response> {
    return request(t.http)
      .post(SIGN_IN)
      .send({ email: user.email, password: PASSWORD, ...extra })
      .expect(200);
  }

  it('answers twoFactorRedirect with no session, and sets the signed two_factor cookie for ten minutes', async () => {
    const user = await enrolled();
    const response = await signInPending(user);

    expect(response.body).toEqual({ twoFactorRedirect: true });
    expect(cookieLine(response, 'two_factor')).toMatch(
      /^better-auth\.two_factor=2fa-[A-Za-z0-9]{20}\.[A-Za-z0-9%]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookieLine(response, 'session_token')).toMatch(/Max-Age=0/);
    await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200, 'null');
  });

  it('makes the session when verify-totp gets a right code with the two_factor cookie', async () => {
    const user = await enrolled();
    const pending = await signInPending(user);
    const code = totpCode(user.totpURI, t.clock.nowMs());
    const verified = await request(t.http).post(VERIFY_TOTP).set('Cookie', cookiesFrom(pending)).send({ code });

    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ token: expect.any(String), user: { id: user.userId, email: user.email } });
    expect(cookieLine(verified, 'two_factor')).toMatch(/Max-Age=0/);
    expect(cookieLine(verified, 'session_token')).toMatch(/Max-Age=604800/);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(verified));
    expect(session.body.session).toMatchObject({ token: verified.body.token, userId: user.userId });
  });

  it('refuses the same pending sign-in a second time with 401 INVALID_TWO_FACTOR_COOKIE', async () => {
    const user = await enrolled();
    const pending = await signInPending(user);
    await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
      .expect(200);
    t.clock.advanceSeconds(30);
    const again = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) });

    expect(again.status).toBe(401);
    expect(again.body).toEqual(INVALID_TWO_FACTOR_COOKIE);
  });

  it('refuses a two_factor cookie whose signature is wrong with 401 INVALID_TWO_FACTOR_COOKIE', async () => {
    const user = await enrolled();
    const pending = await signInPending(user);
    const forged = cookiesFrom(pending).replace(/(better-auth\.two_factor=2fa-[A-Za-z0-9]+)\.[^;]+/, '$1.forged%3D');
    const response = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', forged)
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) });

    expect(response.status).toBe(401);
    expect(response.body).toEqual(INVALID_TWO_FACTOR_COOKIE);
  });

  it('refuses a wrong code with 401 INVALID_CODE and keeps the sign-in pending', async () => {
    const user = await enrolled();
    const pending = await signInPending(user);
    const wrong = totpCode(user.totpURI, t.clock.nowMs() + 10 * 60_000);
    const refused = await request(t.http).post(VERIFY_TOTP).set('Cookie', cookiesFrom(pending)).send({ code: wrong });

    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' });
    await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
      .expect(200);
  });

  it('has no budget of tries per pending sign-in (1.7 has): after 5 wrong codes the right one still works', async () => {
    const user = await enrolled();
    const pending = cookiesFrom(await signInPending(user));
    const wrong = totpCode(user.totpURI, t.clock.nowMs() + 10 * 60_000);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await request(t.http).post(VERIFY_TOTP).set('Cookie', pending).send({ code: wrong }).expect(401);
    }

    await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', pending)
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
      .expect(200);
  });

  it('makes the session with a backup code in place of a TOTP code', async () => {
    const user = await enrolled();
    const pending = await signInPending(user);
    const verified = await request(t.http)
      .post(VERIFY_BACKUP_CODE)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: user.backupCodes[3] });

    expect(verified.status).toBe(200);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(verified));
    expect(session.body.session).toMatchObject({ token: verified.body.token, userId: user.userId });
  });

  it('keeps the sign-in’s rememberMe false: the session cookie ends with the browser', async () => {
    const user = await enrolled();
    const pending = await signInPending(user, { rememberMe: false });
    expect(cookieLine(pending, 'dont_remember')).toBeDefined();
    const verified = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()) })
      .expect(200);

    expect(cookieLine(verified, 'session_token')).not.toMatch(/Max-Age/);
  });

  it('with trustDevice, sets trust_device for 30 days; the next sign-in on it skips the second factor', async () => {
    const user = await enrolled();
    const pending = await signInPending(user);
    const verified = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(user.totpURI, t.clock.nowMs()), trustDevice: true })
      .expect(200);
    expect(cookieLine(verified, 'trust_device')).toMatch(
      /^better-auth\.trust_device=[A-Za-z0-9_-]{43}!trust-device-[A-Za-z0-9]{32}\.[A-Za-z0-9%]+; Max-Age=2592000; /,
    );
    const trust = cookieLine(verified, 'trust_device')!.split(';')[0];

    const trusted = await request(t.http)
      .post(SIGN_IN)
      .set('Cookie', trust)
      .send({ email: user.email, password: PASSWORD });
    expect(trusted.status).toBe(200);
    expect(trusted.body).toMatchObject({ token: expect.any(String), user: { id: user.userId } });
    // Each use renews the trust, and the used value stops working.
    expect(cookieLine(trusted, 'trust_device')).toMatch(/Max-Age=2592000/);
    const reused = await request(t.http)
      .post(SIGN_IN)
      .set('Cookie', trust)
      .send({ email: user.email, password: PASSWORD });
    expect(reused.body).toEqual({ twoFactorRedirect: true });
    expect(cookieLine(reused, 'trust_device')).toMatch(/Max-Age=0/);
  });

  it('does not let one user’s trust_device cookie skip another user’s second factor', async () => {
    const first = await enrolled();
    const pending = await signInPending(first);
    const verified = await request(t.http)
      .post(VERIFY_TOTP)
      .set('Cookie', cookiesFrom(pending))
      .send({ code: totpCode(first.totpURI, t.clock.nowMs()), trustDevice: true })
      .expect(200);
    const trust = cookieLine(verified, 'trust_device')!.split(';')[0];
    const second = await enrolled();
    const response = await request(t.http)
      .post(SIGN_IN)
      .set('Cookie', trust)
      .send({ email: second.email, password: PASSWORD });

    expect(response.body).toEqual({ twoFactorRedirect: true });
  });

  it('signs in straight away once the second factor is disabled', async () => {
    const user = await enrolled();
    await request(t.http)
      .post('/api/auth/two-factor/disable')
      .set('Cookie', user.cookie)
      .send({ password: PASSWORD })
      .expect(200);
    const response = await request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD });

    expect(response.body).toMatchObject({ token: expect.any(String), user: { id: user.userId } });
  });
});

import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import { EnrolledUser, TWO_FACTOR_CODE_SUBJECT, codeIn, emailedCode, enrolTwoFactor } from '../../support/two-factor';

const SIGN_IN = '/api/auth/sign-in/email';
const SEND_OTP = '/api/auth/two-factor/send-otp';
const VERIFY_OTP = '/api/auth/two-factor/verify-otp';
const INVALID_CODE = { code: 'INVALID_CODE', message: 'Invalid code' };
const OTP_HAS_EXPIRED = { code: 'OTP_HAS_EXPIRED', message: 'OTP has expired' };
const INVALID_TWO_FACTOR_COOKIE = { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' };

function cookieLine(response: request.Response, name: string): string | undefined {
  const lines = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return lines.find((line) => line.startsWith(`better-auth.${name}=`));
}

/** A code no e-mail carried: the right one with its last digit changed. */
function otherThan(code: string): string {
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
}

describe('e-mailed second-factor codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function enrolled(): Promise<EnrolledUser> {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    t.clock.advanceSeconds(30);
    return user;
  }

  async function pendingSignIn(user: SignedUpUser, extra: object = {}): Promise<string> {
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: user.email, password: PASSWORD, ...extra })
      .expect(200);
    expect(response.body.twoFactorRedirect).toBe(true);
    return cookiesFrom(response);
  }

  it('e-mails a 6-digit code for a pending sign-in, and verify-otp with it makes the session', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user);
    const code = await emailedCode(t.http, t.mail, user.email, pending);

    expect(code).toMatch(/^\d{6}$/);
    const verified = await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ token: expect.any(String), user: { id: user.userId, email: user.email } });
    expect(cookieLine(verified, 'two_factor')).toMatch(/Max-Age=0/);
    expect(cookieLine(verified, 'session_token')).toMatch(/Max-Age=604800/);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(verified));
    expect(session.body.session).toMatchObject({ token: verified.body.token, userId: user.userId });
  });

  it('writes the e-mail with the code in its body only, never in its subject', async () => {
    const user = await enrolled();
    const code = await emailedCode(t.http, t.mail, user.email, await pendingSignIn(user));
    const mail = await t.mail.waitFor(user.email, (caught) => caught.subject === TWO_FACTOR_CODE_SUBJECT);

    expect(mail.subject).toBe('Your sign-in code');
    expect(codeIn(mail)).toBe(code);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain('It works once, for 3 minutes.');
  });

  it('accepts a code once: the same code again answers 400 OTP_HAS_EXPIRED', async () => {
    const user = await enrolled();
    const code = await emailedCode(t.http, t.mail, user.email, user.cookie);
    const first = await request(t.http).post(VERIFY_OTP).set('Cookie', user.cookie).send({ code });
    expect(first.status).toBe(200);
    // Signed in, the caller keeps the session it has.
    expect(first.body).toMatchObject({ token: user.token, user: { id: user.userId } });

    const again = await request(t.http).post(VERIFY_OTP).set('Cookie', user.cookie).send({ code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(OTP_HAS_EXPIRED);
  });

  it('of two requests at once with one code, accepts exactly one', async () => {
    const user = await enrolled();
    const code = await emailedCode(t.http, t.mail, user.email, user.cookie);
    const verify = () => request(t.http).post(VERIFY_OTP).set('Cookie', user.cookie).send({ code });
    const answers = await Promise.all([verify(), verify()]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses verify-otp before any code was sent with 400 OTP_HAS_EXPIRED', async () => {
    const user = await enrolled();
    const response = await request(t.http)
      .post(VERIFY_OTP)
      .set('Cookie', await pendingSignIn(user))
      .send({ code: '123456' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(OTP_HAS_EXPIRED);
  });

  it('refuses a code after its 3 minutes with 400 OTP_HAS_EXPIRED', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user);
    const code = await emailedCode(t.http, t.mail, user.email, pending);
    t.clock.advanceSeconds(181);
    const response = await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(OTP_HAS_EXPIRED);
  });

  it('refuses a wrong code with 401 INVALID_CODE, and still takes the right one', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user);
    const code = await emailedCode(t.http, t.mail, user.email, pending);
    const wrong = await request(t.http)
      .post(VERIFY_OTP)
      .set('Cookie', pending)
      .send({ code: otherThan(code) });

    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(INVALID_CODE);
    await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code }).expect(200);
  });

  it('after 5 wrong codes refuses even the right one with 400 TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE; a new code works', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user);
    const code = await emailedCode(t.http, t.mail, user.email, pending);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await request(t.http)
        .post(VERIFY_OTP)
        .set('Cookie', pending)
        .send({ code: otherThan(code) })
        .expect(401);
    }
    const right = await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code });

    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
      message: 'Too many attempts. Please request a new code.',
    });
    const fresh = await emailedCode(t.http, t.mail, user.email, pending);
    await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code: fresh }).expect(200);
  });

  it('a new code replaces the one sent before', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user);
    const first = await emailedCode(t.http, t.mail, user.email, pending);
    const second = await emailedCode(t.http, t.mail, user.email, pending);
    // Six random digits can repeat; the earlier code is refused only when it differs.
    if (first !== second) {
      const stale = await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code: first });
      expect(stale.status).toBe(401);
      expect(stale.body).toEqual(INVALID_CODE);
    }
    await request(t.http).post(VERIFY_OTP).set('Cookie', pending).send({ code: second }).expect(200);
  });

  it('keeps a code to the sign-in it was sent for: another pending sign-in of the user cannot use it', async () => {
    const user = await enrolled();
    const code = await emailedCode(t.http, t.mail, user.email, await pendingSignIn(user));
    const response = await request(t.http)
      .post(VERIFY_OTP)
      .set('Cookie', await pendingSignIn(user))
      .send({ code });

    expect(response.status).toBe(400);
    expect(response.body).toEqual(OTP_HAS_EXPIRED);
  });

  it('refuses send-otp and verify-otp with neither a session nor a two_factor cookie with 401 INVALID_TWO_FACTOR_COOKIE', async () => {
    const sent = await request(t.http).post(SEND_OTP).send({});
    const verified = await request(t.http).post(VERIFY_OTP).send({ code: '123456' });

    expect(sent.status).toBe(401);
    expect(sent.body).toEqual(INVALID_TWO_FACTOR_COOKIE);
    expect(verified.status).toBe(401);
    expect(verified.body).toEqual(INVALID_TWO_FACTOR_COOKIE);
  });

  it('refuses verify-otp without a code with 400 VALIDATION_ERROR', async () => {
    const user = await enrolled();
    const response = await request(t.http).post(VERIFY_OTP).set('Cookie', user.cookie).send({});

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
  });

  it('with trustDevice, sets trust_device: the next sign-in on that browser skips the second factor', async () => {
    const user = await enrolled();
    const pending = await pendingSignIn(user);
    const code = await emailedCode(t.http, t.mail, user.email, pending);
    const verified = await request(t.http)
      .post(VERIFY_OTP)
      .set('Cookie', pending)
      .send({ code, trustDevice: true })
      .expect(200);
    expect(cookieLine(verified, 'trust_device')).toMatch(/Max-Age=2592000/);

    const again = await request(t.http)
      .post(SIGN_IN)
      .set('Cookie', cookiesFrom(verified))
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect(again.body.token).toEqual(expect.any(String));
  });

  it('a signed-in user’s first code turns the second factor on, in a new session replacing the old', async () => {
    const user = await signUp(t.http);
    const code = await emailedCode(t.http, t.mail, user.email, user.cookie);
    const verified = await request(t.http).post(VERIFY_OTP).set('Cookie', user.cookie).send({ code }).expect(200);

    expect(verified.body.user).toMatchObject({ id: user.userId, twoFactorEnabled: true });
    expect(verified.body.token).not.toBe(user.token);
    await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200, 'null');
    const signIn = await request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(signIn.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
  });
});

describe('e-mailed second-factor codes, as Better Auth 1.4 answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { betterAuthCompat: '1.4' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('after 5 wrong codes refuses the right one with 400 TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const code = await emailedCode(t.http, t.mail, user.email, user.cookie);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await request(t.http)
        .post(VERIFY_OTP)
        .set('Cookie', user.cookie)
        .send({ code: otherThan(code) })
        .expect(401);
    }
    const right = await request(t.http).post(VERIFY_OTP).set('Cookie', user.cookie).send({ code });

    expect(right.status).toBe(400);
    expect(right.body).toEqual({
      code: 'TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE',
      message: 'Too many attempts. Please request a new code.',
    });
  });

  it('answers a pending sign-in with twoFactorRedirect alone, and takes an e-mailed code for it', async () => {
    const user = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const pending = await request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(pending.body).toEqual({ twoFactorRedirect: true });

    const code = await emailedCode(t.http, t.mail, user.email, cookiesFrom(pending));
    await request(t.http).post(VERIFY_OTP).set('Cookie', cookiesFrom(pending)).send({ code }).expect(200);
  });
});

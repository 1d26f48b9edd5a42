import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { cookiesFrom, signUp, uniqueEmail } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';
import { LINE_14_CONFIG } from '../../support/admin';

/** Asks, signed out, for a verification link and returns the mailed link and its token. */
async function mailedVerification(
  t: TestApp,
  email: string,
  callbackURL?: string,
): Promise<{ link: string; token: string }> {
  await request(t.http)
    .post('/api/auth/send-verification-email')
    .send({ email, callbackURL })
    .expect(200, { status: true });
  const link = SmtpSink.linkIn(
    await t.mail.waitFor(email, (mail) => mail.subject === 'Verify your e-mail address'),
    '/verify-email',
  );
  return { link, token: new URL(link).searchParams.get('token')! };
}

function verify(t: TestApp, query: Record<string, string>) {
  return request(t.http).get('/api/auth/verify-email').query(query);
}

async function sessionUser(t: TestApp, cookie: string) {
  return (await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200)).body.user;
}

describe('e-mail verification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('mails a link to /verify-email on the base URL with the token and the encoded callbackURL', async () => {
    const user = await signUp(t.http);
    const { link, token } = await mailedVerification(t, user.email, '/welcome?from=mail');
    expect(link).toBe(
      `${t.baseUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/welcome?from=mail')}`,
    );
  });

  it('answers 200 {status:true} signed out for an unknown address and sends it nothing', async () => {
    const unknown = uniqueEmail('nobody');
    await request(t.http)
      .post('/api/auth/send-verification-email')
      .send({ email: unknown })
      .expect(200, { status: true });
    const user = await signUp(t.http);
    await mailedVerification(t, user.email);
    expect(t.mail.messages.filter((mail) => mail.to === unknown)).toEqual([]);
  });

  it('sends the link to the signed-in user asking for their own address', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/send-verification-email')
      .set('Cookie', user.cookie)
      .send({ email: user.email })
      .expect(200, { status: true });
    const mail = await t.mail.waitFor(user.email);
    expect(SmtpSink.linkIn(mail, '/verify-email')).toContain(`${t.baseUrl}/api/auth/verify-email?token=`);
  });

  it('refuses a signed-in user asking for another address with 400 EMAIL_MISMATCH', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/send-verification-email')
      .set('Cookie', user.cookie)
      .send({ email: uniqueEmail('other') })
      .expect(400);
    expect(response.body).toEqual({ code: 'EMAIL_MISMATCH', message: 'Email mismatch' });
  });

  it('verifies the address with the mailed token, answering {status:true, user:null}', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    const response = await verify(t, { token }).expect(200);
    expect(response.body).toEqual({ status: true, user: null });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionUser(t, user.cookie)).toMatchObject({ id: user.userId, emailVerified: true });
  });

  it('lets a token work once and refuses it again with 401 INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    await verify(t, { token }).expect(200);
    const again = await verify(t, { token }).expect(401);
    expect(again.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('lets exactly one of two concurrent verifications with the same token succeed', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    const responses = await Promise.all([verify(t, { token }), verify(t, { token })]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401]);
    expect(responses.find((response) => response.status === 401)!.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Invalid token',
    });
  });

  it('redirects with 302 to the callbackURL when the mailed link is opened', async () => {
    const user = await signUp(t.http);
    const { link } = await mailedVerification(t, user.email, '/welcome');
    const url = new URL(link);
    const response = await request(t.http).get(`${url.pathname}${url.search}`).expect(302);
    expect(response.headers.location).toBe('/welcome');
    expect(await sessionUser(t, user.cookie)).toMatchObject({ emailVerified: true });
  });

  it('redirects a bad token with a callbackURL to callbackURL?error=INVALID_TOKEN', async () => {
    const response = await verify(t, { token: 'not-a-token', callbackURL: '/welcome' }).expect(302);
    expect(response.headers.location).toBe('/welcome?error=INVALID_TOKEN');
    const withQuery = await verify(t, { token: 'not-a-token', callbackURL: '/welcome?step=2' }).expect(302);
    expect(withQuery.headers.location).toBe('/welcome?step=2&error=INVALID_TOKEN');
  });

  it('refuses a bad token without a callbackURL with 401 INVALID_TOKEN', async () => {
    const response = await verify(t, { token: 'not-a-token' }).expect(401);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('refuses a request without a token with 400 VALIDATION_ERROR', async () => {
    const response = await request(t.http).get('/api/auth/verify-email').expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'token' })]));
  });

  it('refuses a verified user asking again while signed in with 400 EMAIL_IS_ALREADY_VERIFIED', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    await verify(t, { token }).expect(200);
    const response = await request(t.http)
      .post('/api/auth/send-verification-email')
      .set('Cookie', user.cookie)
      .send({ email: user.email })
      .expect(400);
    expect(response.body).toEqual({ code: 'EMAIL_IS_ALREADY_VERIFIED', message: 'Email is already verified' });
  });

  it('answers 200 {status:true} signed out for a verified address and sends nothing more', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    await verify(t, { token }).expect(200);
    const before = t.mail.messages.filter((mail) => mail.to === user.email).length;
    await request(t.http)
      .post('/api/auth/send-verification-email')
      .send({ email: user.email })
      .expect(200, { status: true });
    await mailedVerification(t, (await signUp(t.http)).email);
    expect(t.mail.messages.filter((mail) => mail.to === user.email)).toHaveLength(before);
  });

  it('refuses a password reset token as a verification token with 401 INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    const resetLink = SmtpSink.linkIn(
      await t.mail.waitFor(user.email, (mail) => mail.subject === 'Reset your password'),
      '/reset-password/',
    );
    const resetToken = new URL(resetLink).pathname.split('/').pop()!;
    const response = await verify(t, { token: resetToken }).expect(401);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    expect(await sessionUser(t, user.cookie)).toMatchObject({ emailVerified: false });
  });

  it('refuses a verification token as a password reset token with 400 INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    const response = await request(t.http)
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'a brand new passphrase' })
      .expect(400);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    await verify(t, { token }).expect(200);
  });

  it('refuses an untrusted callbackURL on the link with 403 INVALID_CALLBACKURL', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    const response = await verify(t, { token, callbackURL: 'https://evil.example/welcome' }).expect(403);
    expect(response.body).toEqual({ code: 'INVALID_CALLBACKURL', message: 'Invalid callbackURL' });
    expect(await sessionUser(t, user.cookie)).toMatchObject({ emailVerified: false });
  });

  it('refuses an untrusted callbackURL when sending with 403 INVALID_CALLBACKURL', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/send-verification-email')
      .send({ email: user.email, callbackURL: '//evil.example/welcome' })
      .expect(403);
    expect(response.body).toEqual({ code: 'INVALID_CALLBACKURL', message: 'Invalid callbackURL' });
  });

  it('refuses a token after its hour has passed with 401 TOKEN_EXPIRED', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    t.clock.advanceSeconds(3601);
    const response = await verify(t, { token }).expect(401);
    expect(response.body).toEqual({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
    const redirected = await verify(t, { token, callbackURL: '/welcome' }).expect(302);
    expect(redirected.headers.location).toBe('/welcome?error=TOKEN_EXPIRED');
  });
});

describe('e-mail verification with autoSignInAfterVerification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { emailVerification: { autoSignInAfterVerification: true } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs the user in with a session cookie when verifying without one', async () => {
    const user = await signUp(t.http);
    const { token } = await mailedVerification(t, user.email);
    const response = await verify(t, { token }).expect(200);
    expect(response.body).toEqual({ status: true, user: null });
    const cookie = cookiesFrom(response);
    expect(cookie).toMatch(/^better-auth\.session_token=[A-Za-z0-9]{32}\./);
    expect(cookie).not.toContain(user.token);
    expect(await sessionUser(t, cookie)).toMatchObject({ id: user.userId, emailVerified: true });
  });

  it('sets the cookie on the 302 when a callbackURL is given', async () => {
    const user = await signUp(t.http);
    const { link } = await mailedVerification(t, user.email, '/welcome');
    const url = new URL(link);
    const response = await request(t.http).get(`${url.pathname}${url.search}`).expect(302);
    expect(response.headers.location).toBe('/welcome');
    expect(await sessionUser(t, cookiesFrom(response))).toMatchObject({ id: user.userId, emailVerified: true });
  });
});

describe('e-mail answers with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  it('redirects a bad verification token to callbackURL?error=invalid_token', async () => {
    const response = await request(t.http)
      .get('/api/auth/verify-email')
      .query({ token: 'not-a-token', callbackURL: '/welcome' })
      .expect(302);

    expect(response.headers.location).toBe('/welcome?error=invalid_token');
  });

  it('refuses change-email to an address another user has with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const [user, other] = await Promise.all([signUp(t.http), signUp(t.http)]);

    const response = await request(t.http)
      .post('/api/auth/change-email')
      .set('Cookie', user.cookie)
      .send({ newEmail: other.email })
      .expect(422);

    expect(response.body).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
  });
});

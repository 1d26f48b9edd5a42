import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, signIn, signUp, uniqueEmail } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';

const NEW_PASSWORD = 'a brand new passphrase';
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/** Asks for a reset link and returns its token and the link's path. */
async function requestReset(
  t: TestApp,
  email: string,
  redirectTo = '/reset',
): Promise<{ token: string; path: string; link: string }> {
  await request(t.http).post('/api/auth/request-password-reset').send({ email, redirectTo }).expect(200);
  const link = SmtpSink.linkIn(await t.mail.waitFor(email), '/reset-password/');
  const url = new URL(link);
  return { token: url.pathname.split('/').pop()!, path: `${url.pathname}${url.search}`, link };
}

function resetPassword(t: TestApp, token: string, newPassword = NEW_PASSWORD) {
  return request(t.http).post('/api/auth/reset-password').send({ newPassword, token });
}

describe('password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 200 with the neutral message and mails a link to a known address', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    expect(response.body).toEqual(RESET_REQUESTED);
    const mail = await t.mail.waitFor(user.email);
    expect(mail.subject).toBe('Reset your password');
  });

  it('answers the same 200 for an unknown address and sends it nothing', async () => {
    const unknown = uniqueEmail('nobody');
    const response = await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: unknown, redirectTo: '/reset' })
      .expect(200);
    expect(response.body).toEqual(RESET_REQUESTED);
    const user = await signUp(t.http);
    await requestReset(t, user.email);
    expect(t.mail.messages.filter((mail) => mail.to === unknown)).toEqual([]);
  });

  it('mails a link to /reset-password/<token> on the base URL carrying the encoded redirectTo', async () => {
    const user = await signUp(t.http);
    const { token, link } = await requestReset(t, user.email, '/account/reset?step=2');
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(link).toBe(
      `${t.baseUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('/account/reset?step=2')}`,
    );
  });

  it('redirects the mailed link with 302 to the callbackURL on the base URL with ?token=', async () => {
    const user = await signUp(t.http);
    const { token, path } = await requestReset(t, user.email);
    const response = await request(t.http).get(path).expect(302);
    expect(response.headers.location).toBe(`${t.baseUrl}/reset?token=${token}`);
  });

  it('redirects to a trusted absolute callbackURL as given, adding ?token=', async () => {
    const user = await signUp(t.http);
    const { token, path } = await requestReset(t, user.email, `${t.baseUrl}/pages/reset`);
    const response = await request(t.http).get(path).expect(302);
    expect(response.headers.location).toBe(`${t.baseUrl}/pages/reset?token=${token}`);
  });

  it('redirects an unknown token with 302 and ?error=INVALID_TOKEN', async () => {
    const response = await request(t.http)
      .get('/api/auth/reset-password/notARealToken0123456789ab?callbackURL=%2Freset')
      .expect(302);
    expect(response.headers.location).toBe(`${t.baseUrl}/reset?error=INVALID_TOKEN`);
  });

  it('sends a link without redirectTo to the error page with INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    await request(t.http).post('/api/auth/request-password-reset').send({ email: user.email }).expect(200);
    const link = SmtpSink.linkIn(await t.mail.waitFor(user.email), '/reset-password/');
    expect(link).toMatch(/\?callbackURL=$/);
    const response = await request(t.http)
      .get(new URL(link).pathname + new URL(link).search)
      .expect(302);
    expect(response.headers.location).toBe(`${t.baseUrl}/api/auth/error?error=INVALID_TOKEN`);
  });

  it('refuses the link without a callbackURL query with 400 VALIDATION_ERROR', async () => {
    const response = await request(t.http).get('/api/auth/reset-password/someToken').expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid query parameters' });
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'callbackURL' })]));
  });

  it('refuses an untrusted redirectTo with 403 INVALID_REDIRECTURL and sends nothing', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/request-password-reset')
      .send({ email: user.email, redirectTo: 'https://evil.example/reset' })
      .expect(403);
    expect(response.body).toEqual({ code: 'INVALID_REDIRECTURL', message: 'Invalid redirectURL' });
    expect(t.mail.messages.filter((mail) => mail.to === user.email)).toEqual([]);
  });

  it('sets the new password with the token, which then signs in while the old one fails', async () => {
    const user = await signUp(t.http);
    const { token } = await requestReset(t, user.email);
    const response = await resetPassword(t, token).expect(200);
    expect(response.body).toEqual({ status: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    await signIn(t.http, user.email, NEW_PASSWORD);
    await request(t.http).post('/api/auth/sign-in/email').send({ email: user.email, password: PASSWORD }).expect(401);
  });

  it('accepts the token in the query instead of the body', async () => {
    const user = await signUp(t.http);
    const { token } = await requestReset(t, user.email);
    await request(t.http)
      .post('/api/auth/reset-password')
      .query({ token })
      .send({ newPassword: NEW_PASSWORD })
      .expect(200, { status: true });
    await signIn(t.http, user.email, NEW_PASSWORD);
  });

  it('lets a token work once and refuses it again with 400 INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    const { token, path } = await requestReset(t, user.email);
    await resetPassword(t, token).expect(200);
    const again = await resetPassword(t, token, 'yet another passphrase').expect(400);
    expect(again.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    await signIn(t.http, user.email, NEW_PASSWORD);
    const link = await request(t.http).get(path).expect(302);
    expect(link.headers.location).toBe(`${t.baseUrl}/reset?error=INVALID_TOKEN`);
  });

  it('lets exactly one of two concurrent resets with the same token succeed', async () => {
    const user = await signUp(t.http);
    const { token } = await requestReset(t, user.email);
    const responses = await Promise.all([
      resetPassword(t, token, 'first new passphrase'),
      resetPassword(t, token, 'second new passphrase'),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    const refused = responses.find((response) => response.status === 400)!;
    expect(refused.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    const winner = responses[0].status === 200 ? 'first new passphrase' : 'second new passphrase';
    await signIn(t.http, user.email, winner);
  });

  it('refuses an unknown token with 400 INVALID_TOKEN', async () => {
    const response = await resetPassword(t, 'notARealToken0123456789ab').expect(400);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('refuses a reset without any token with 400 INVALID_TOKEN', async () => {
    const response = await request(t.http)
      .post('/api/auth/reset-password')
      .send({ newPassword: NEW_PASSWORD })
      .expect(400);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('refuses a new password under 8 characters with 400 PASSWORD_TOO_SHORT and keeps the token usable', async () => {
    const user = await signUp(t.http);
    const { token } = await requestReset(t, user.email);
    const response = await resetPassword(t, token, 'short').expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
    await resetPassword(t, token).expect(200);
  });

  it('refuses a new password over 128 characters with 400 PASSWORD_TOO_LONG', async () => {
    const user = await signUp(t.http);
    const { token } = await requestReset(t, user.email);
    const response = await resetPassword(t, token, 'x'.repeat(129)).expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' });
  });

  it('ends every session of the user by default, so whoever held the account loses it', async () => {
    const user = await signUp(t.http);
    const other = await signIn(t.http, user.email);
    const { token } = await requestReset(t, user.email);
    await resetPassword(t, token).expect(200);
    for (const cookie of [user.cookie, other]) {
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
      expect(session.body).toBeNull();
    }
    await signIn(t.http, user.email, NEW_PASSWORD);
  });

  it('serves /forget-password like request-password-reset', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post('/api/auth/forget-password')
      .send({ email: user.email, redirectTo: '/reset' })
      .expect(200);
    expect(response.body).toEqual(RESET_REQUESTED);
    const link = SmtpSink.linkIn(await t.mail.waitFor(user.email), '/reset-password/');
    const token = new URL(link).pathname.split('/').pop()!;
    await resetPassword(t, token).expect(200);
    await signIn(t.http, user.email, NEW_PASSWORD);
    const unknown = await request(t.http)
      .post('/api/auth/forget-password')
      .send({ email: uniqueEmail('nobody') })
      .expect(200);
    expect(unknown.body).toEqual(RESET_REQUESTED);
  });

  it('refuses a token after its hour has passed with 400 INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    const { token, path } = await requestReset(t, user.email);
    t.clock.advanceSeconds(3601);
    const response = await resetPassword(t, token).expect(400);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    const link = await request(t.http).get(path).expect(302);
    expect(link.headers.location).toBe(`${t.baseUrl}/reset?error=INVALID_TOKEN`);
  });
});

describe('password reset with revokeSessionsOnPasswordReset false', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { emailAndPassword: { revokeSessionsOnPasswordReset: false } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps the user signed in elsewhere, as Better Auth does by default', async () => {
    const user = await signUp(t.http);
    const { token } = await requestReset(t, user.email);
    await resetPassword(t, token).expect(200);
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    expect(session.body.user.id).toBe(user.userId);
  });
});

import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signUp, uniqueEmail } from '../../support/factories';

const SIGN_IN = '/api/auth/sign-in/email';
const INVALID_CREDENTIALS = { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' };

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

describe('POST /api/auth/sign-in/email', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers redirect false, the new session token and the user, with no url', async () => {
    const user = await signUp(t.http, { name: 'Ada' });
    const response = await request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
    expect(response.body).toEqual({
      redirect: false,
      token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      user: {
        id: user.userId,
        name: 'Ada',
        email: user.email,
        emailVerified: false,
        image: null,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(response.body.token).not.toBe(user.token);
  });

  it('sets a signed session cookie for the new session that get-session accepts', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
    const sessionCookie = setCookies(response).find((line) => line.startsWith('better-auth.session_token='));
    expect(sessionCookie).toMatch(
      new RegExp(
        `^better-auth\\.session_token=${response.body.token}\\.[A-Za-z0-9%]+; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    expect(session.body.session).toMatchObject({ token: response.body.token, userId: user.userId });
  });

  it('answers redirect true with the callbackURL as url when one is given', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: user.email, password: PASSWORD, callbackURL: '/dashboard' })
      .expect(200);
    expect(response.body).toMatchObject({ redirect: true, url: '/dashboard', token: expect.any(String) });
    expect(response.body.user.id).toBe(user.userId);
  });

  it('finds the account whatever the case of the e-mail', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: user.email.toUpperCase(), password: PASSWORD })
      .expect(200);
    expect(response.body.user.email).toBe(user.email);
  });

  it('refuses an unknown e-mail with 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: uniqueEmail('nobody'), password: PASSWORD })
      .expect(401);
    expect(response.body).toEqual(INVALID_CREDENTIALS);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong password with the same 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: user.email, password: `${PASSWORD}!` })
      .expect(401);
    expect(response.body).toEqual(INVALID_CREDENTIALS);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a badly formed e-mail with 400 INVALID_EMAIL', async () => {
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: 'not-an-email', password: PASSWORD })
      .expect(400);
    expect(response.body).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email' });
  });

  it.each([
    ['the password is missing', { email: 'a@example.com' }],
    ['the e-mail is missing', { password: PASSWORD }],
    ['the e-mail is a number', { email: 7, password: PASSWORD }],
    ['rememberMe is a string', { email: 'a@example.com', password: PASSWORD, rememberMe: 'no' }],
  ])('refuses a body where %s with 400 VALIDATION_ERROR', async (_case, body) => {
    const response = await request(t.http).post(SIGN_IN).send(body).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(Array.isArray(response.body.errors)).toBe(true);
  });

  it('makes a one-day session with a browser-session cookie when rememberMe is false', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .post(SIGN_IN)
      .send({ email: user.email, password: PASSWORD, rememberMe: false })
      .expect(200);
    const cookies = setCookies(response);
    expect(cookies.find((line) => line.startsWith('better-auth.session_token='))).not.toMatch(/Max-Age/);
    expect(
      cookies.some((line) =>
        /^better-auth\.dont_remember=true\.[A-Za-z0-9%]+; Path=\/; HttpOnly; SameSite=Lax$/.test(line),
      ),
    ).toBe(true);

    const before = t.clock.nowMs();
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    const lifetimeSeconds = (new Date(session.body.session.expiresAt).getTime() - before) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(86_400 - 60);
    expect(lifetimeSeconds).toBeLessThanOrEqual(86_400);
  });

  it('makes a seven-day session by default', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http).post(SIGN_IN).send({ email: user.email, password: PASSWORD }).expect(200);
    const before = t.clock.nowMs();
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    const lifetimeSeconds = (new Date(session.body.session.expiresAt).getTime() - before) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(604_800 - 60);
    expect(lifetimeSeconds).toBeLessThanOrEqual(604_800);
  });

  describe('HTML form posts to sign-up and sign-in', () => {
    it('signs up and in from a url-encoded form, reading rememberMe=false as a boolean', async () => {
      const email = uniqueEmail();
      const signedUp = await request(t.http)
        .post('/api/auth/sign-up/email')
        .type('form')
        .send({ name: 'Form User', email, password: PASSWORD })
        .expect(200);
      expect(signedUp.body.user).toMatchObject({ name: 'Form User', email });

      const signIn = await request(t.http)
        .post('/api/auth/sign-in/email')
        .type('form')
        .send({ email, password: PASSWORD, rememberMe: 'false' })
        .expect(200);
      expect(signIn.body).toMatchObject({ redirect: false, user: { email } });
      const cookies = signIn.headers['set-cookie'] as unknown as string[];
      expect(cookies.find((line) => line.startsWith('better-auth.session_token='))).not.toMatch(/Max-Age/);
      expect(cookies.some((line) => line.startsWith('better-auth.dont_remember='))).toBe(true);
    });

    it('refuses a form whose rememberMe is not a boolean with 400 VALIDATION_ERROR', async () => {
      const response = await request(t.http)
        .post('/api/auth/sign-in/email')
        .type('form')
        .send({ email: uniqueEmail(), password: PASSWORD, rememberMe: 'sometimes' })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    });
  });
});

describe('POST /api/auth/sign-in/email when e-mail verification is required', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { emailAndPassword: { requireEmailVerification: true } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses an unverified user with 403 EMAIL_NOT_VERIFIED and sets no cookie', async () => {
    const email = uniqueEmail();
    await request(t.http).post('/api/auth/sign-up/email').send({ name: 'A', email, password: PASSWORD }).expect(200);
    const response = await request(t.http).post(SIGN_IN).send({ email, password: PASSWORD }).expect(403);
    expect(response.body).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still answers 401 INVALID_EMAIL_OR_PASSWORD for a wrong password of an unverified user', async () => {
    const email = uniqueEmail();
    await request(t.http).post('/api/auth/sign-up/email').send({ name: 'A', email, password: PASSWORD }).expect(200);
    const response = await request(t.http).post(SIGN_IN).send({ email, password: 'wrong password' }).expect(401);
    expect(response.body).toEqual(INVALID_CREDENTIALS);
  });

  it('signs the user in once the e-mailed link has verified the address', async () => {
    const email = uniqueEmail();
    await request(t.http).post('/api/auth/sign-up/email').send({ name: 'A', email, password: PASSWORD }).expect(200);
    const mail = await t.mail.waitFor(email);
    const link = new URL(mail.text.match(/https?:\/\/\S+verify-email\S*/)![0]);
    await request(t.http).get(`${link.pathname}${link.search}`);
    const response = await request(t.http).post(SIGN_IN).send({ email, password: PASSWORD }).expect(200);
    expect(response.body.user).toMatchObject({ email, emailVerified: true });
  });
});

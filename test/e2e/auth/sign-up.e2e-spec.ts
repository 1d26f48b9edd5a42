import { createHmac } from 'node:crypto';
import request from 'supertest';
import { SmtpSink } from '../../support/smtp-sink';
import { TEST_SECRET, TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, uniqueEmail } from '../../support/factories';

const SIGN_UP = '/api/auth/sign-up/email';

function setCookies(response: request.Response): string[] {
  return (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

describe('POST /api/auth/sign-up/email', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the user with a lowercased e-mail and signs in with a session cookie', async () => {
    const email = uniqueEmail('MiXeD').toUpperCase();
    const response = await request(t.http).post(SIGN_UP).send({ name: 'Ada', email, password: PASSWORD }).expect(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(response.body.user).toMatchObject({
      name: 'Ada',
      email: email.toLowerCase(),
      emailVerified: false,
      image: null,
    });
    expect(response.body.user.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const cookie = response.headers['set-cookie'][0];
    expect(cookie).toMatch(
      /^better-auth\.session_token=[A-Za-z0-9]{32}\.[A-Za-z0-9%]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('answers exactly the token and the user with Better Auth field names', async () => {
    const email = uniqueEmail();
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'Grace', email, password: PASSWORD, image: 'https://example.com/grace.png' })
      .expect(200);
    expect(response.body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      user: {
        id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        name: 'Grace',
        email,
        emailVerified: false,
        image: 'https://example.com/grace.png',
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(new Date(response.body.user.createdAt).toISOString()).toBe(response.body.user.createdAt);
  });

  it('refuses an existing e-mail with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', async () => {
    const email = uniqueEmail();
    await request(t.http).post(SIGN_UP).send({ name: 'A', email, password: PASSWORD }).expect(200);
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'B', email: email.toUpperCase(), password: PASSWORD })
      .expect(422);
    expect(response.body).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
  });

  it.each([
    ['the name is missing', (email: string) => ({ email, password: PASSWORD })],
    ['the e-mail is missing', () => ({ name: 'A', password: PASSWORD })],
    ['the password is missing', (email: string) => ({ name: 'A', email })],
    ['the name is a number', (email: string) => ({ name: 42, email, password: PASSWORD })],
    ['the e-mail is a number', () => ({ name: 'A', email: 12345, password: PASSWORD })],
    ['the password is an object', (email: string) => ({ name: 'A', email, password: { length: 10 } })],
    ['the image is a boolean', (email: string) => ({ name: 'A', email, password: PASSWORD, image: true })],
    ['rememberMe is a string', (email: string) => ({ name: 'A', email, password: PASSWORD, rememberMe: 'false' })],
    ['callbackURL is an array', (email: string) => ({ name: 'A', email, password: PASSWORD, callbackURL: ['/a'] })],
  ])('refuses a body where %s with 400 VALIDATION_ERROR', async (_case, makeBody) => {
    const response = await request(t.http).post(SIGN_UP).send(makeBody(uniqueEmail())).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(Array.isArray(response.body.errors)).toBe(true);
    expect(response.body.errors.length).toBeGreaterThan(0);
  });

  it('refuses a request without a body with 400 VALIDATION_ERROR', async () => {
    const response = await request(t.http).post(SIGN_UP).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(Array.isArray(response.body.errors)).toBe(true);
  });

  it('refuses a badly formed e-mail with 400 INVALID_EMAIL', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: 'not-an-email', password: PASSWORD })
      .expect(400);
    expect(response.body).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email' });
  });

  it('refuses a 7-character password with 400 PASSWORD_TOO_SHORT', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: 'a'.repeat(7) })
      .expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: 'a'.repeat(8) })
      .expect(200);
    await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: 'a'.repeat(128) })
      .expect(200);
  });

  it('refuses a 129-character password with 400 PASSWORD_TOO_LONG', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: 'a'.repeat(129) })
      .expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' });
  });

  it('does not create the user when the password is refused', async () => {
    const email = uniqueEmail();
    await request(t.http).post(SIGN_UP).send({ name: 'A', email, password: 'short' }).expect(400);
    await request(t.http).post(SIGN_UP).send({ name: 'A', email, password: PASSWORD }).expect(200);
  });

  it('makes a browser-session cookie and a signed dont_remember cookie when rememberMe is false', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: PASSWORD, rememberMe: false })
      .expect(200);
    const cookies = setCookies(response);
    const sessionCookie = cookies.find((line) => line.startsWith('better-auth.session_token='));
    expect(sessionCookie).toMatch(
      /^better-auth\.session_token=[A-Za-z0-9]{32}\.[A-Za-z0-9%]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const expectedSignature = createHmac('sha256', TEST_SECRET).update('true').digest('base64');
    expect(cookies).toContain(
      `better-auth.dont_remember=${encodeURIComponent(`true.${expectedSignature}`)}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('keeps the one-day session of a rememberMe false sign-up', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: PASSWORD, rememberMe: false })
      .expect(200);
    const before = t.clock.nowMs();
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    const lifetimeSeconds = (new Date(session.body.session.expiresAt).getTime() - before) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(86_400 - 60);
    expect(lifetimeSeconds).toBeLessThanOrEqual(86_400);
  });

  it('ignores fields the caller may not set, such as role, emailVerified and id', async () => {
    const email = uniqueEmail();
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({
        name: 'Mallory',
        email,
        password: PASSWORD,
        role: 'admin',
        emailVerified: true,
        banned: false,
        id: 'chosen-id',
        createdAt: '2000-01-01T00:00:00.000Z',
      })
      .expect(200);
    expect(response.body.user).toMatchObject({ email, emailVerified: false });
    expect(response.body.user.id).not.toBe('chosen-id');
    expect(response.body.user.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(response.body.user).toMatchObject({ role: 'user', banned: false });
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookiesFrom(response)).expect(200);
    expect(session.body.user).toMatchObject({
      id: response.body.user.id,
      emailVerified: false,
      role: 'user',
      banned: false,
    });
  });

  it('sends no verification e-mail when verification is not required', async () => {
    const email = uniqueEmail();
    await request(t.http).post(SIGN_UP).send({ name: 'A', email, password: PASSWORD }).expect(200);
    await expect(t.mail.waitFor(email, () => true, 300)).rejects.toThrow(/No e-mail/);
  });
});

describe('POST /api/auth/sign-up/email with e-mail and password sign-up disabled', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { emailAndPassword: { enabled: false } } });
  });

  afterAll(async () => {
    await t.close();
  });

  // Better Auth 1.7 names the code of its disabled sign-up; 1.4 derived it from the message (SIGN_UP=closed's e2e).
  it('refuses every sign-up with 400 EMAIL_PASSWORD_SIGN_UP_DISABLED, as 1.7 does', async () => {
    const response = await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'A', email: uniqueEmail(), password: PASSWORD })
      .expect(400);
    expect(response.body).toEqual({
      code: 'EMAIL_PASSWORD_SIGN_UP_DISABLED',
      message: 'Email and password sign up is not enabled',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/auth/sign-up/email when e-mail verification is required', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { emailAndPassword: { requireEmailVerification: true } } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the user without a session and answers a null token', async () => {
    const email = uniqueEmail();
    const response = await request(t.http).post(SIGN_UP).send({ name: 'Ada', email, password: PASSWORD }).expect(200);
    expect(response.body.token).toBeNull();
    expect(response.body.user).toMatchObject({ email, emailVerified: false });
    expect(setCookies(response)).toEqual([]);
  });

  it('e-mails a verification link to the base URL carrying a token and the callbackURL', async () => {
    const email = uniqueEmail();
    await request(t.http)
      .post(SIGN_UP)
      .send({ name: 'Ada', email, password: PASSWORD, callbackURL: '/welcome' })
      .expect(200);
    const mail = await t.mail.waitFor(email);
    const link = new URL(SmtpSink.linkIn(mail, '/verify-email'));
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.baseUrl}/api/auth/verify-email`);
    expect(link.searchParams.get('token')).toEqual(expect.any(String));
    expect(link.searchParams.get('token')!.length).toBeGreaterThan(20);
    expect(link.searchParams.get('callbackURL')).toBe('/welcome');
  });

  it('defaults the callbackURL of the verification link to /', async () => {
    const email = uniqueEmail();
    await request(t.http).post(SIGN_UP).send({ name: 'Ada', email, password: PASSWORD }).expect(200);
    const link = new URL(SmtpSink.linkIn(await t.mail.waitFor(email), '/verify-email'));
    expect(link.searchParams.get('callbackURL')).toBe('/');
  });
});

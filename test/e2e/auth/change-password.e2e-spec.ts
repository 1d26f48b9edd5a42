import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, cookiesFrom, signIn, signUp } from '../../support/factories';

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const changePassword = (cookie: string, body: object) =>
    request(t.http).post('/api/auth/change-password').set('Cookie', cookie).send(body);

  const sessionOf = async (cookie: string) =>
    (await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200)).body;

  it('changes the password and answers a null token with the user', async () => {
    const user = await signUp(t.http);
    const response = await changePassword(user.cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(
      200,
    );
    expect(response.body.token).toBeNull();
    expect(response.body.user).toMatchObject({ id: user.userId, email: user.email, emailVerified: false });
    expect(response.body.user).not.toHaveProperty('password');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lets the new password sign in and refuses the old one with 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const user = await signUp(t.http);
    await changePassword(user.cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    await signIn(t.http, user.email, NEW_PASSWORD);
    const old = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(401);
    expect(old.body).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it('keeps the other sessions when revokeOtherSessions is not asked for', async () => {
    const user = await signUp(t.http);
    const other = await signIn(t.http, user.email);
    await changePassword(user.cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    expect((await sessionOf(other)).user.id).toBe(user.userId);
    expect((await sessionOf(user.cookie)).user.id).toBe(user.userId);
  });

  it('with revokeOtherSessions replaces the current session and ends every other one', async () => {
    const user = await signUp(t.http);
    const second = await signIn(t.http, user.email);
    const third = await signIn(t.http, user.email);
    const response = await changePassword(user.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    }).expect(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(response.body.token).not.toBe(user.token);
    expect(response.body.user).toMatchObject({ id: user.userId, email: user.email });
    const replacement = cookiesFrom(response);
    expect(replacement).toMatch(new RegExp(`^better-auth\\.session_token=${response.body.token}\\.`));
    expect(response.headers['set-cookie'][0]).toMatch(/; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await sessionOf(second)).toBeNull();
    expect(await sessionOf(third)).toBeNull();
    expect(await sessionOf(user.cookie)).toBeNull();
    const current = await sessionOf(replacement);
    expect(current.session.token).toBe(response.body.token);
    expect(current.user.id).toBe(user.userId);
  });

  it('refuses a new password under 8 characters with 400 PASSWORD_TOO_SHORT', async () => {
    const user = await signUp(t.http);
    const response = await changePassword(user.cookie, { currentPassword: PASSWORD, newPassword: 'short' }).expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
    await signIn(t.http, user.email, PASSWORD);
  });

  it('refuses a new password over 128 characters with 400 PASSWORD_TOO_LONG', async () => {
    const user = await signUp(t.http);
    const response = await changePassword(user.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'x'.repeat(129),
    }).expect(400);
    expect(response.body).toEqual({ code: 'PASSWORD_TOO_LONG', message: 'Password too long' });
  });

  it('refuses a wrong current password with 400 INVALID_PASSWORD and keeps the old password', async () => {
    const user = await signUp(t.http);
    const response = await changePassword(user.cookie, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
    }).expect(400);
    expect(response.body).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
    await signIn(t.http, user.email, PASSWORD);
  });

  it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
    const response = await request(t.http)
      .post('/api/auth/change-password')
      .send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })
      .expect(401);
    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses a missing currentPassword with 400 VALIDATION_ERROR', async () => {
    const user = await signUp(t.http);
    const response = await changePassword(user.cookie, { newPassword: NEW_PASSWORD }).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
    expect(response.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'currentPassword' })]),
    );
  });
});

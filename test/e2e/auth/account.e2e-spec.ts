import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signIn, signUp, uniqueEmail } from '../../support/factories';
import { SmtpSink } from '../../support/smtp-sink';

async function sessionOf(t: TestApp, cookie: string) {
  return (await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200)).body;
}

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function expectSignInRefused(t: TestApp, email: string, password = PASSWORD): Promise<void> {
  const response = await request(t.http).post('/api/auth/sign-in/email').send({ email, password }).expect(401);
  expect(response.body).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
}

describe('account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const post = (path: string, user: SignedUpUser) =>
    request(t.http).post(`/api/auth/${path}`).set('Cookie', user.cookie);

  describe('POST /update-user', () => {
    it('updates name and image, answers {status:true} and get-session shows them', async () => {
      const user = await signUp(t.http);
      await post('update-user', user)
        .send({ name: 'Ada King', image: 'https://img.example/ada.png' })
        .expect(200, { status: true });
      expect((await sessionOf(t, user.cookie)).user).toMatchObject({
        name: 'Ada King',
        image: 'https://img.example/ada.png',
      });
    });

    it('refuses an email in the body with 400 EMAIL_CAN_NOT_BE_UPDATED', async () => {
      const user = await signUp(t.http);
      const response = await post('update-user', user).send({ name: 'Ada', email: uniqueEmail() }).expect(400);
      expect(response.body).toEqual({ code: 'EMAIL_CAN_NOT_BE_UPDATED', message: 'Email can not be updated' });
      expect((await sessionOf(t, user.cookie)).user).toMatchObject({ name: 'Test User', email: user.email });
    });

    it('refuses an empty body with 400 NO_FIELDS_TO_UPDATE', async () => {
      const user = await signUp(t.http);
      const response = await post('update-user', user).send({}).expect(400);
      expect(response.body).toEqual({ code: 'NO_FIELDS_TO_UPDATE', message: 'No fields to update' });
    });

    it('refuses a body of unknown fields only with 400 NO_FIELDS_TO_UPDATE', async () => {
      const user = await signUp(t.http);
      const response = await post('update-user', user).send({ favouriteColour: 'green', role: 'admin' }).expect(400);
      expect(response.body).toEqual({ code: 'NO_FIELDS_TO_UPDATE', message: 'No fields to update' });
    });

    it('ignores role and emailVerified beside a name', async () => {
      const user = await signUp(t.http);
      await post('update-user', user)
        .send({ name: 'Mallory', role: 'admin', emailVerified: true })
        .expect(200, { status: true });
      const { user: updated } = await sessionOf(t, user.cookie);
      expect(updated).toMatchObject({ name: 'Mallory', emailVerified: false });
      expect(updated.role).not.toBe('admin');
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).post('/api/auth/update-user').send({ name: 'Nobody' }).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });
  });

  describe('POST /change-email', () => {
    it('mails the new address a link that switches the e-mail and marks it verified', async () => {
      const user = await signUp(t.http);
      const newEmail = uniqueEmail('moved');
      await post('change-email', user).send({ newEmail }).expect(200, { status: true });
      expect(t.mail.messages.filter((mail) => mail.to === user.email)).toEqual([]);
      const link = SmtpSink.linkIn(await t.mail.waitFor(newEmail), '/verify-email');
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.baseUrl}/api/auth/verify-email`);
      url.searchParams.delete('callbackURL');
      const response = await request(t.http).get(`${url.pathname}${url.search}`).set('Cookie', user.cookie).expect(200);
      expect(response.body).toMatchObject({
        status: true,
        user: { id: user.userId, email: newEmail, emailVerified: true },
      });
      expect((await sessionOf(t, user.cookie)).user).toMatchObject({ email: newEmail, emailVerified: true });
      await expectSignInRefused(t, user.email);
      await signIn(t.http, newEmail);
    });

    it('signs the user in when the link is opened without a session, and the link works once', async () => {
      const user = await signUp(t.http);
      const newEmail = uniqueEmail('moved');
      await post('change-email', user).send({ newEmail }).expect(200, { status: true });
      const url = new URL(SmtpSink.linkIn(await t.mail.waitFor(newEmail), '/verify-email'));
      url.searchParams.delete('callbackURL');
      const response = await request(t.http).get(`${url.pathname}${url.search}`).expect(200);
      expect(response.body.user).toMatchObject({ id: user.userId, email: newEmail, emailVerified: true });
      expect((await sessionOf(t, cookiesFrom(response))).user).toMatchObject({ id: user.userId, email: newEmail });
      const again = await request(t.http).get(`${url.pathname}${url.search}`).expect(401);
      expect(again.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    });

    it("refuses the link opened with another user's session with 401 UNAUTHORIZED and keeps it for the owner", async () => {
      const user = await signUp(t.http);
      const intruder = await signUp(t.http);
      const newEmail = uniqueEmail('moved');
      await post('change-email', user).send({ newEmail }).expect(200, { status: true });
      const url = new URL(SmtpSink.linkIn(await t.mail.waitFor(newEmail), '/verify-email'));
      url.searchParams.delete('callbackURL');
      const response = await request(t.http)
        .get(`${url.pathname}${url.search}`)
        .set('Cookie', intruder.cookie)
        .expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
      expect((await sessionOf(t, user.cookie)).user.email).toBe(user.email);
      await request(t.http).get(`${url.pathname}${url.search}`).set('Cookie', user.cookie).expect(200);
      expect((await sessionOf(t, user.cookie)).user.email).toBe(newEmail);
    });

    it('leaves the e-mail unchanged until the link is opened', async () => {
      const user = await signUp(t.http);
      await post('change-email', user)
        .send({ newEmail: uniqueEmail('moved') })
        .expect(200, { status: true });
      expect((await sessionOf(t, user.cookie)).user.email).toBe(user.email);
      await signIn(t.http, user.email);
    });

    it('refuses the current address with 400 EMAIL_IS_THE_SAME', async () => {
      const user = await signUp(t.http);
      const response = await post('change-email', user).send({ newEmail: user.email.toUpperCase() }).expect(400);
      expect(response.body).toEqual({ code: 'EMAIL_IS_THE_SAME', message: 'Email is the same' });
    });

    it('answers an address another user has as if the link went out, sending nothing and changing nothing', async () => {
      const user = await signUp(t.http);
      const other = await signUp(t.http);
      const mailsBefore = t.mail.messages.filter((mail) => mail.to === other.email).length;

      await post('change-email', user).send({ newEmail: other.email }).expect(200, { status: true });

      expect(t.mail.messages.filter((mail) => mail.to === other.email)).toHaveLength(mailsBefore);
      const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
      expect(session.body.user.email).toBe(user.email);
    });

    it('refuses an invalid newEmail with 400 VALIDATION_ERROR', async () => {
      const user = await signUp(t.http);
      const response = await post('change-email', user).send({ newEmail: 'not-an-email' }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid body parameters' });
      expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'newEmail' })]));
    });
  });

  describe('POST /delete-user', () => {
    it('deletes the user with the right password, clears the cookies and the sign-in then fails', async () => {
      const user = await signUp(t.http);
      const response = await post('delete-user', user).send({ password: PASSWORD }).expect(200);
      expect(response.body).toEqual({ success: true, message: 'User deleted' });
      expect(response.headers['set-cookie']).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^better-auth\.session_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/),
        ]),
      );
      expect(await sessionOf(t, user.cookie)).toBeNull();
      await expectSignInRefused(t, user.email);
    });

    it('refuses a wrong password with 400 INVALID_PASSWORD and keeps the user', async () => {
      const user = await signUp(t.http);
      const response = await post('delete-user', user).send({ password: 'not the password' }).expect(400);
      expect(response.body).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password' });
      await signIn(t.http, user.email);
    });

    it('deletes without a password on a fresh session', async () => {
      const user = await signUp(t.http);
      await post('delete-user', user).send({}).expect(200, { success: true, message: 'User deleted' });
      await expectSignInRefused(t, user.email);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).post('/api/auth/delete-user').send({ password: PASSWORD }).expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });

    it('refuses without a password once the session is older than a day with 400 SESSION_EXPIRED', async () => {
      const user = await signUp(t.http);
      t.clock.advanceSeconds(86401);
      const response = await post('delete-user', user).send({}).expect(400);
      expect(response.body).toEqual({
        code: 'SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION',
        message: 'Session expired. Re-authenticate to perform this action.',
      });
      await post('delete-user', user)
        .send({ password: PASSWORD })
        .expect(200, { success: true, message: 'User deleted' });
    });
  });

  describe('GET /list-accounts', () => {
    it('lists the credential account without its password', async () => {
      const user = await signUp(t.http);
      const response = await request(t.http).get('/api/auth/list-accounts').set('Cookie', user.cookie).expect(200);
      expect(response.body).toEqual([
        {
          id: expect.any(String),
          providerId: 'credential',
          accountId: user.userId,
          userId: user.userId,
          scopes: [],
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
    });

    it('refuses a caller without a session with 401 UNAUTHORIZED', async () => {
      const response = await request(t.http).get('/api/auth/list-accounts').expect(401);
      expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    });
  });
});

describe('account deletion with e-mailed confirmation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { user: { deleteUser: { sendVerification: true } } } });
  });

  afterAll(async () => {
    await t.close();
  });

  async function requestDeletion(user: SignedUpUser): Promise<string> {
    const response = await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', user.cookie)
      .send({})
      .expect(200);
    expect(response.body).toEqual({ success: true, message: 'Verification email sent' });
    const link = SmtpSink.linkIn(await t.mail.waitFor(user.email), '/delete-user/callback');
    expect(link).toMatch(
      new RegExp(`^${t.baseUrl}/api/auth/delete-user/callback\\?token=[a-z0-9]{32}&callbackURL=%2F$`),
    );
    return pathOf(link);
  }

  it('mails a link instead of deleting, and the user stays until it is opened', async () => {
    const user = await signUp(t.http);
    await requestDeletion(user);
    await signIn(t.http, user.email);
  });

  it('deletes the user when the owner opens the link, redirecting to the callbackURL', async () => {
    const user = await signUp(t.http);
    const path = await requestDeletion(user);
    const response = await request(t.http).get(path).set('Cookie', user.cookie).expect(302);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^better-auth\.session_token=; Max-Age=0/)]),
    );
    await expectSignInRefused(t, user.email);
  });

  it('answers {success:true} without a callbackURL', async () => {
    const user = await signUp(t.http);
    const url = new URL(await requestDeletion(user), t.baseUrl);
    url.searchParams.delete('callbackURL');
    await request(t.http)
      .get(`${url.pathname}${url.search}`)
      .set('Cookie', user.cookie)
      .expect(200, { success: true, message: 'User deleted' });
    await expectSignInRefused(t, user.email);
  });

  it('lets the link work once when opened twice at the same time', async () => {
    const user = await signUp(t.http);
    const path = await requestDeletion(user);
    const responses = await Promise.all([1, 2].map(() => request(t.http).get(path).set('Cookie', user.cookie)));
    expect(responses.map((response) => response.status).sort()).toEqual([302, 404]);
    await expectSignInRefused(t, user.email);
  });

  it("refuses the link with another user's cookie with 404 INVALID_TOKEN and keeps it for the owner", async () => {
    const user = await signUp(t.http);
    const intruder = await signUp(t.http);
    const path = await requestDeletion(user);
    const response = await request(t.http).get(path).set('Cookie', intruder.cookie).expect(404);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
    await signIn(t.http, user.email);
    await signIn(t.http, intruder.email);
    await request(t.http).get(path).set('Cookie', user.cookie).expect(302);
  });

  it('refuses the link without a session with 404 FAILED_TO_GET_USER_INFO', async () => {
    const user = await signUp(t.http);
    const path = await requestDeletion(user);
    const response = await request(t.http).get(path).expect(404);
    expect(response.body).toEqual({ code: 'FAILED_TO_GET_USER_INFO', message: 'Failed to get user info' });
    await signIn(t.http, user.email);
  });

  it('refuses an unknown token with 404 INVALID_TOKEN', async () => {
    const user = await signUp(t.http);
    const response = await request(t.http)
      .get('/api/auth/delete-user/callback?token=unknown')
      .set('Cookie', user.cookie)
      .expect(404);
    expect(response.body).toEqual({ code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('deletes through POST /delete-user with the mailed token', async () => {
    const user = await signUp(t.http);
    const token = new URL(await requestDeletion(user), t.baseUrl).searchParams.get('token');
    await request(t.http)
      .post('/api/auth/delete-user')
      .set('Cookie', user.cookie)
      .send({ token })
      .expect(200, { success: true, message: 'User deleted' });
    await expectSignInRefused(t, user.email);
  });
});

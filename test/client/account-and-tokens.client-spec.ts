import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Browser, openBrowser } from '../support/browser-client';
import { CLIENT_LINE, CLIENT_LINE_CONFIG } from '../support/client-line';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';
import { CookieJar } from '../support/cookie-jar';

describe('managing an account through the official client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: CLIENT_LINE_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedUp(name = 'Ada'): Promise<Browser & { email: string; userId: string; token: string }> {
    const browser = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    const { data } = await browser.client.signUp.email({ name, email, password: PASSWORD });
    return { ...browser, email, userId: data!.user.id, token: data!.token! };
  }

  it('updates the name and image with updateUser, and getSession shows them', async () => {
    const { client, userId } = await signedUp();

    const updated = await client.updateUser({ name: 'Ada King', image: 'https://images.example/ada.png' });

    expect(updated).toEqual({ data: { status: true }, error: null });
    const { data } = await client.getSession();
    expect(data?.user).toMatchObject({ id: userId, name: 'Ada King', image: 'https://images.example/ada.png' });
  });

  it('refuses an e-mail in updateUser with 400 EMAIL_CAN_NOT_BE_UPDATED', async () => {
    const { client, email } = await signedUp();

    const { data, error } = await client.updateUser({ email: uniqueEmail() } as { name?: string });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'EMAIL_CAN_NOT_BE_UPDATED',
      message: 'Email can not be updated',
      status: 400,
      statusText: expect.any(String),
    });
    expect((await client.getSession()).data?.user.email).toBe(email);
  });

  it('changes the e-mail once the link mailed to the new address is opened', async () => {
    const { client, email, userId, token } = await signedUp();
    const newEmail = uniqueEmail('moved');

    const requested = await client.changeEmail({ newEmail, callbackURL: '/settings' });

    expect(requested).toEqual({ data: { status: true }, error: null });
    expect((await client.getSession()).data?.user.email).toBe(email);
    const mail = await t.mail.waitFor(newEmail);
    const link = new URL(SmtpSink.linkIn(mail, '/verify-email'));
    expect(link.searchParams.get('callbackURL')).toBe('/settings');

    const verified = await client.verifyEmail({ query: { token: link.searchParams.get('token')! } });

    expect(verified.error).toBeNull();
    expect(verified.data).toEqual({
      status: true,
      user: expect.objectContaining({ id: userId, email: newEmail, emailVerified: true }),
    });
    const { data } = await client.getSession();
    expect(data?.user).toMatchObject({ id: userId, email: newEmail, emailVerified: true });
    expect(data?.session.token).toBe(token);
    const withOld = await openBrowser(t.baseUrl).client.signIn.email({ email, password: PASSWORD });
    expect(withOld.error).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
    const withNew = await openBrowser(t.baseUrl).client.signIn.email({ email: newEmail, password: PASSWORD });
    expect(withNew.data?.user.id).toBe(userId);
  });

  it('answers changeEmail to an address another account uses as its line does: 1.7 as if sent, 1.4 with 422', async () => {
    const other = await signedUp('Other');
    const { client } = await signedUp();

    const { data, error } = await client.changeEmail({ newEmail: other.email });

    if (CLIENT_LINE === '1.7') {
      expect({ data, error }).toEqual({ data: { status: true }, error: null });
      return;
    }
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
      status: 422,
      statusText: expect.any(String),
    });
  });

  it('lists the sessions of every browser, then revokeOtherSessions keeps only this one', async () => {
    const laptop = await signedUp();
    const phone = openBrowser(t.baseUrl);
    const phoneSignIn = await phone.client.signIn.email({ email: laptop.email, password: PASSWORD });

    const listed = await laptop.client.listSessions();

    expect(listed.error).toBeNull();
    expect(listed.data?.map((session) => session.token)).toEqual([laptop.token, phoneSignIn.data?.token]);
    expect(listed.data?.every((session) => session.userId === laptop.userId)).toBe(true);

    const revoked = await laptop.client.revokeOtherSessions();

    expect(revoked).toEqual({ data: { status: true }, error: null });
    expect((await laptop.client.listSessions()).data?.map((session) => session.token)).toEqual([laptop.token]);
    expect(await phone.client.getSession()).toEqual({ data: null, error: null });
    expect((await laptop.client.getSession()).data?.session.token).toBe(laptop.token);
  });

  it('revokes one other session by its token with revokeSession', async () => {
    const laptop = await signedUp();
    const phone = openBrowser(t.baseUrl);
    const phoneSignIn = await phone.client.signIn.email({ email: laptop.email, password: PASSWORD });

    const revoked = await laptop.client.revokeSession({ token: phoneSignIn.data!.token });

    expect(revoked).toEqual({ data: { status: true }, error: null });
    expect(await phone.client.getSession()).toEqual({ data: null, error: null });
    expect((await laptop.client.listSessions()).data?.map((session) => session.token)).toEqual([laptop.token]);
  });

  it('lists the credential account with listAccounts', async () => {
    const { client, userId } = await signedUp();

    const { data, error } = await client.listAccounts();

    expect(error).toBeNull();
    expect(data).toEqual([
      {
        accountId: userId,
        providerId: 'credential',
        userId,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
        id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        scopes: [],
      },
    ]);
  });

  it('deletes the user with deleteUser and the password, clearing the cookies and the account', async () => {
    const { client, jar, email } = await signedUp();
    const phone = openBrowser(t.baseUrl);
    await phone.client.signIn.email({ email, password: PASSWORD });

    const deleted = await client.deleteUser({ password: PASSWORD });

    expect(deleted).toEqual({ data: { success: true, message: 'User deleted' }, error: null });
    expect(jar.names()).toEqual([]);
    expect(await client.getSession()).toEqual({ data: null, error: null });
    expect(await phone.client.getSession()).toEqual({ data: null, error: null });
    const signIn = await openBrowser(t.baseUrl).client.signIn.email({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
  });

  it('refuses deleteUser with a wrong password with 400 INVALID_PASSWORD and keeps the user', async () => {
    const { client, userId } = await signedUp();

    const { data, error } = await client.deleteUser({ password: 'not my password' });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
      status: 400,
      statusText: expect.any(String),
    });
    expect((await client.getSession()).data?.user.id).toBe(userId);
  });
});

describe('JWTs and bearer tokens through the official client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('reads the key set with jwtClient’s jwks(), which verifies the JWT get-session hands out', async () => {
    const jar = new CookieJar(new URL(t.baseUrl).origin);
    const client = createAuthClient({
      baseURL: t.baseUrl,
      plugins: [jwtClient()],
      fetchOptions: { customFetchImpl: jar.fetch },
    });
    const email = uniqueEmail('jwt-client');
    await client.signUp.email({ name: 'JWT Reader', email, password: PASSWORD });

    let jwt: string | null = null;
    const session = await client.getSession({
      fetchOptions: { onSuccess: (ctx) => void (jwt = ctx.response.headers.get('set-auth-jwt')) },
    });
    const { data: keySet, error } = await client.jwks();

    expect(error).toBeNull();
    expect(keySet!.keys[0]).toMatchObject({ alg: 'EdDSA', kty: 'OKP', crv: 'Ed25519' });
    const { payload } = await jwtVerify(jwt!, createRemoteJWKSet(new URL(`${t.baseUrl}/api/auth/jwks`)), {
      issuer: t.baseUrl,
      audience: t.baseUrl,
    });
    expect(payload).toMatchObject({ sub: session.data!.user.id, email });
  });

  it('keeps a session without cookies: the token from set-auth-token sent back as Authorization: Bearer', async () => {
    let token = '';
    const signInClient = createAuthClient({
      baseURL: t.baseUrl,
      fetchOptions: { onSuccess: (ctx) => void (token = ctx.response.headers.get('set-auth-token') ?? token) },
    });
    const email = uniqueEmail('bearer-client');
    await signInClient.signUp.email({ name: 'Script', email, password: PASSWORD });

    const script = createAuthClient({
      baseURL: t.baseUrl,
      plugins: [jwtClient()],
      fetchOptions: { auth: { type: 'Bearer', token: () => token } },
    });
    const { data: session } = await script.getSession();
    const { data: sessions } = await script.listSessions();
    await script.signOut();
    const { data: afterSignOut } = await script.getSession();

    expect(token).not.toBe('');
    expect(session!.user.email).toBe(email);
    expect(sessions).toHaveLength(1);
    expect(afterSignOut).toBeNull();
  });
});

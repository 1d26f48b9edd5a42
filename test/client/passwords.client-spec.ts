import { Browser, openBrowser } from '../support/browser-client';
import { CLIENT_LINE_CONFIG } from '../support/client-line';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';

const NEW_PASSWORD = 'a brand new passphrase';
const RESET_MESSAGE = 'If this email exists in our system, check your email for the reset link';

describe('changing and resetting passwords through the official client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: CLIENT_LINE_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  /** A user signed up in one browser and signed in again in a second one. */
  async function userOnTwoBrowsers(): Promise<{ email: string; laptop: Browser; phone: Browser }> {
    const email = uniqueEmail();
    const laptop = openBrowser(t.baseUrl);
    const phone = openBrowser(t.baseUrl);
    await laptop.client.signUp.email({ name: 'Ada', email, password: PASSWORD });
    await phone.client.signIn.email({ email, password: PASSWORD });
    return { email, laptop, phone };
  }

  /** Follows the mailed reset link as a browser would and returns the token it lands with. */
  async function tokenFromResetMail(email: string): Promise<string> {
    const mail = await t.mail.waitFor(email, (m) => m.subject === 'Reset your password');
    const link = SmtpSink.linkIn(mail, '/reset-password/');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${t.baseUrl}/reset`);
    return landing.searchParams.get('token')!;
  }

  it('changes the password with revokeOtherSessions: a new token for this browser, the others signed out', async () => {
    const { email, laptop, phone } = await userOnTwoBrowsers();
    const before = await laptop.client.getSession();

    const changed = await laptop.client.changePassword({
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });

    expect(changed.error).toBeNull();
    expect(changed.data?.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(changed.data?.token).not.toBe(before.data?.session.token);
    expect(changed.data?.user).toEqual(before.data?.user);
    expect((await laptop.client.getSession()).data?.session.token).toBe(changed.data?.token);
    expect(await phone.client.getSession()).toEqual({ data: null, error: null });

    const stale = await openBrowser(t.baseUrl).client.signIn.email({ email, password: PASSWORD });
    expect(stale.error).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
    const fresh = await openBrowser(t.baseUrl).client.signIn.email({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();
  });

  it('changes the password without revoking: token null and the other browser stays signed in', async () => {
    const { laptop, phone } = await userOnTwoBrowsers();
    const phoneSession = await phone.client.getSession();

    const changed = await laptop.client.changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });

    expect(changed.error).toBeNull();
    expect(changed.data).toEqual({ token: null, user: expect.objectContaining({ id: phoneSession.data?.user.id }) });
    expect((await phone.client.getSession()).data?.session.token).toBe(phoneSession.data?.session.token);
  });

  it('refuses a wrong current password with 400 INVALID_PASSWORD and keeps the old one', async () => {
    const { email, laptop } = await userOnTwoBrowsers();

    const { data, error } = await laptop.client.changePassword({
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Invalid password',
      status: 400,
      statusText: expect.any(String),
    });
    expect((await openBrowser(t.baseUrl).client.signIn.email({ email, password: PASSWORD })).error).toBeNull();
  });

  it('refuses changePassword when signed out with 401', async () => {
    const { data, error } = await openBrowser(t.baseUrl).client.changePassword({
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Unauthorized',
      status: 401,
      statusText: expect.any(String),
    });
  });

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const email = uniqueEmail();
    await openBrowser(t.baseUrl).client.signUp.email({ name: 'Forgetful', email, password: PASSWORD });
    const { client } = openBrowser(t.baseUrl);

    const requested = await client.requestPasswordReset({ email, redirectTo: '/reset' });

    expect(requested).toEqual({ data: { status: true, message: RESET_MESSAGE }, error: null });
    const token = await tokenFromResetMail(email);
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);

    const reset = await client.resetPassword({ newPassword: NEW_PASSWORD, token });

    expect(reset).toEqual({ data: { status: true }, error: null });
    const signIn = await client.signIn.email({ email, password: NEW_PASSWORD });
    expect(signIn.error).toBeNull();
    expect((await client.getSession()).data?.user.email).toBe(email);
    const old = await openBrowser(t.baseUrl).client.signIn.email({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 });
  });

  it('refuses a reset token used a second time with 400 INVALID_TOKEN', async () => {
    const email = uniqueEmail();
    await openBrowser(t.baseUrl).client.signUp.email({ name: 'Once', email, password: PASSWORD });
    const { client } = openBrowser(t.baseUrl);
    await client.requestPasswordReset({ email, redirectTo: '/reset' });
    const token = await tokenFromResetMail(email);
    await client.resetPassword({ newPassword: NEW_PASSWORD, token });

    const again = await client.resetPassword({ newPassword: 'yet another passphrase', token });

    expect(again).toEqual({
      data: null,
      error: { code: 'INVALID_TOKEN', message: 'Invalid token', status: 400, statusText: expect.any(String) },
    });
  });

  it('answers a reset request for an unknown address exactly as for a known one', async () => {
    const requested = await openBrowser(t.baseUrl).client.requestPasswordReset({
      email: uniqueEmail('nobody'),
      redirectTo: '/reset',
    });

    expect(requested).toEqual({ data: { status: true, message: RESET_MESSAGE }, error: null });
  });

  it('refuses a redirectTo on an untrusted origin with 403 INVALID_REDIRECTURL', async () => {
    const { data, error } = await openBrowser(t.baseUrl).client.requestPasswordReset({
      email: uniqueEmail(),
      redirectTo: 'https://evil.example/reset',
    });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'INVALID_REDIRECTURL',
      message: 'Invalid redirectURL',
      status: 403,
      statusText: expect.any(String),
    });
  });
});

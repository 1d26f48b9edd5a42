import { openBrowser } from '../support/browser-client';
import { CLIENT_LINE_CONFIG } from '../support/client-line';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { SmtpSink } from '../support/smtp-sink';

const VERIFY_SUBJECT = 'Verify your e-mail address';

/** The token carried by the newest verification link mailed to `email`. */
async function mailedToken(
  t: TestApp,
  email: string,
  match: (link: URL) => boolean = () => true,
): Promise<{ token: string; link: URL }> {
  const mail = await t.mail.waitFor(
    email,
    (m) => m.subject === VERIFY_SUBJECT && match(new URL(SmtpSink.linkIn(m, '/verify-email'))),
  );
  const link = new URL(SmtpSink.linkIn(mail, '/verify-email'));
  return { token: link.searchParams.get('token')!, link };
}

describe('verifying an e-mail address through the official client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: { ...CLIENT_LINE_CONFIG, emailVerification: { sendOnSignUp: true } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('mails a link on sign-up whose token, opened with verifyEmail, marks the signed-in user verified', async () => {
    const { client } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    const signUp = await client.signUp.email({ name: 'Ada', email, password: PASSWORD });
    expect(signUp.data?.user.emailVerified).toBe(false);

    const { token, link } = await mailedToken(t, email);

    expect(`${link.origin}${link.pathname}`).toBe(`${t.baseUrl}/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/');
    expect(token.split('.')).toHaveLength(3);

    const verified = await client.verifyEmail({ query: { token } });

    expect(verified).toEqual({ data: { status: true, user: null }, error: null });
    const { data } = await client.getSession();
    expect(data?.user).toMatchObject({ id: signUp.data?.user.id, email, emailVerified: true });
    expect(data?.session.token).toBe(signUp.data?.token);
  });

  it('verifies from another, signed-out browser without signing it in, and the first browser sees it', async () => {
    const owner = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await owner.client.signUp.email({ name: 'Grace', email, password: PASSWORD });
    const { token } = await mailedToken(t, email);
    const phone = openBrowser(t.baseUrl);

    const verified = await phone.client.verifyEmail({ query: { token } });

    expect(verified).toEqual({ data: { status: true, user: null }, error: null });
    expect(phone.jar.names()).toEqual([]);
    expect(await phone.client.getSession()).toEqual({ data: null, error: null });
    expect((await owner.client.getSession()).data?.user.emailVerified).toBe(true);
  });

  it('refuses a link opened a second time with 401 INVALID_TOKEN', async () => {
    const { client } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp.email({ name: 'Twice', email, password: PASSWORD });
    const { token } = await mailedToken(t, email);
    await client.verifyEmail({ query: { token } });

    const again = await client.verifyEmail({ query: { token } });

    expect(again).toEqual({
      data: null,
      error: { code: 'INVALID_TOKEN', message: 'Invalid token', status: 401, statusText: expect.any(String) },
    });
  });

  it('refuses a token with a tampered signature with 401 INVALID_TOKEN and leaves the user unverified', async () => {
    const { client } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp.email({ name: 'Mallory', email, password: PASSWORD });
    const { token } = await mailedToken(t, email);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

    const { data, error } = await client.verifyEmail({ query: { token: tampered } });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Invalid token',
      status: 401,
      statusText: expect.any(String),
    });
    expect((await client.getSession()).data?.user.emailVerified).toBe(false);
  });

  it('refuses a token past its one-hour lifetime with 401 TOKEN_EXPIRED', async () => {
    const { client } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp.email({ name: 'Late', email, password: PASSWORD });
    const { token } = await mailedToken(t, email);
    t.clock.advanceSeconds(3601);

    try {
      const { data, error } = await client.verifyEmail({ query: { token } });

      expect(data).toBeNull();
      expect(error).toEqual({
        code: 'TOKEN_EXPIRED',
        message: 'Token expired',
        status: 401,
        statusText: expect.any(String),
      });
    } finally {
      t.clock.advanceSeconds(-3601);
    }
  });

  it('sends the link again with sendVerificationEmail, carrying the callbackURL it redirects to', async () => {
    const { client, jar } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp.email({ name: 'Again', email, password: PASSWORD });

    const resent = await client.sendVerificationEmail({ email, callbackURL: '/welcome' });

    expect(resent).toEqual({ data: { status: true }, error: null });
    const { link } = await mailedToken(
      t,
      email,
      (candidate) => candidate.searchParams.get('callbackURL') === '/welcome',
    );
    const opened = await jar.fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/welcome');
    expect((await client.getSession()).data?.user.emailVerified).toBe(true);
  });

  it('refuses sendVerificationEmail for a verified address with 400 EMAIL_IS_ALREADY_VERIFIED', async () => {
    const { client } = openBrowser(t.baseUrl);
    const email = uniqueEmail();
    await client.signUp.email({ name: 'Done', email, password: PASSWORD });
    await client.verifyEmail({ query: { token: (await mailedToken(t, email)).token } });

    const { data, error } = await client.sendVerificationEmail({ email });

    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'EMAIL_IS_ALREADY_VERIFIED',
      message: 'Email is already verified',
      status: 400,
      statusText: expect.any(String),
    });
  });
});

describe('verifying an e-mail address with autoSignInAfterVerification', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: { ...CLIENT_LINE_CONFIG, emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: true } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs in the signed-out browser that opens the link', async () => {
    const email = uniqueEmail();
    const signUp = await openBrowser(t.baseUrl).client.signUp.email({ name: 'Auto', email, password: PASSWORD });
    const { token } = await mailedToken(t, email);
    const { client } = openBrowser(t.baseUrl);

    const verified = await client.verifyEmail({ query: { token } });

    expect(verified).toEqual({ data: { status: true, user: null }, error: null });
    const { data } = await client.getSession();
    expect(data?.user).toMatchObject({ id: signUp.data?.user.id, emailVerified: true });
    expect(data?.session.token).not.toBe(signUp.data?.token);
  });
});

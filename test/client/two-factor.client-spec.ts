import { twoFactorClient as twoFactorClient14 } from 'better-auth/client/plugins';
import { twoFactorClient as twoFactorClient17 } from '../better-auth-1.7/index';
import { CLIENT_LINE, CLIENT_LINE_CONFIG, createAuthClient } from '../support/client-line';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { TWO_FACTOR_CODE_SUBJECT, codeIn, totpCode } from '../support/two-factor';

// Typed against 1.4's plugin; 1.7's has the same calls, and its redirect callback also gets the methods.
const twoFactorClient =
  CLIENT_LINE === '1.4' ? twoFactorClient14 : (twoFactorClient17 as unknown as typeof twoFactorClient14);

type RedirectListener = (context?: { twoFactorMethods?: string[] }) => void;

/** A browser with the line's client and its two-factor plugin; the service answers as that line. */
function openTwoFactorBrowser(baseUrl: string, onTwoFactorRedirect: RedirectListener = () => undefined) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  const client = createAuthClient({
    baseURL: baseUrl,
    fetchOptions: { customFetchImpl: jar.fetch },
    plugins: [twoFactorClient({ onTwoFactorRedirect })],
  });
  return { client, jar };
}

type Browser = ReturnType<typeof openTwoFactorBrowser>;

describe(`two-factor sign-in through the official ${CLIENT_LINE} client`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: CLIENT_LINE_CONFIG });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Signs up and confirms an authenticator; answers its URI and backup codes. */
  async function enrol(browser: Browser, email: string): Promise<{ totpURI: string; backupCodes: string[] }> {
    await browser.client.signUp.email({ name: 'Ada', email, password: PASSWORD });
    const enabled = await browser.client.twoFactor.enable({ password: PASSWORD });
    expect(enabled.error).toBeNull();
    if (CLIENT_LINE === '1.7') expect(enabled.data).toMatchObject({ method: 'totp' });
    const { totpURI, backupCodes } = enabled.data!;
    const confirmed = await browser.client.twoFactor.verifyTotp({ code: totpCode(totpURI, t.clock.nowMs()) });
    expect(confirmed.error).toBeNull();
    expect((await browser.client.getSession()).data?.session.token).toBe(confirmed.data?.token);
    t.clock.advanceSeconds(30);
    return { totpURI, backupCodes };
  }

  /** Asks for an e-mailed code through the client and reads it from the mail. */
  async function emailedCode(browser: Browser, email: string): Promise<string> {
    const earlier = new Set(t.mail.messages);
    const sent = await browser.client.twoFactor.sendOtp();
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ status: true });
    return codeIn(
      await t.mail.waitFor(email, (mail) => !earlier.has(mail) && mail.subject === TWO_FACTOR_CODE_SUBJECT),
    );
  }

  it('enrols, then signs in with the redirect to the second factor and a TOTP code', async () => {
    const email = uniqueEmail();
    const { totpURI } = await enrol(openTwoFactorBrowser(t.baseUrl), email);

    let redirect: { twoFactorMethods?: string[] } | undefined;
    const phone = openTwoFactorBrowser(t.baseUrl, (context) => {
      redirect = context ?? {};
    });
    const signIn = await phone.client.signIn.email({ email, password: PASSWORD });
    if (CLIENT_LINE === '1.4') {
      expect(signIn.data).toEqual({ twoFactorRedirect: true });
      expect(redirect).toEqual({});
    } else {
      expect(signIn.data).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp', 'otp'] });
      expect(redirect).toEqual({ twoFactorMethods: ['totp', 'otp'] });
    }
    expect((await phone.client.getSession()).data).toBeNull();

    const verified = await phone.client.twoFactor.verifyTotp({
      code: totpCode(totpURI, t.clock.nowMs()),
      trustDevice: true,
    });
    expect(verified.error).toBeNull();
    expect((await phone.client.getSession()).data?.user.email).toBe(email);

    await phone.client.signOut();
    const trusted = await phone.client.signIn.email({ email, password: PASSWORD });
    expect(trusted.data).toMatchObject({ token: expect.any(String), user: { email } });
  });

  it('signs in with a code sent by e-mail (sendOtp, verifyOtp)', async () => {
    const email = uniqueEmail();
    await enrol(openTwoFactorBrowser(t.baseUrl), email);
    const phone = openTwoFactorBrowser(t.baseUrl);
    await phone.client.signIn.email({ email, password: PASSWORD });

    const code = await emailedCode(phone, email);
    const verified = await phone.client.twoFactor.verifyOtp({ code });

    expect(verified.error).toBeNull();
    expect(verified.data).toMatchObject({ token: expect.any(String), user: { email } });
    expect((await phone.client.getSession()).data?.session.token).toBe(verified.data?.token);
    // Used once: signed in now, the browser has no code of its session to check it against.
    const again = await phone.client.twoFactor.verifyOtp({ code });
    expect(again.error).toMatchObject({ status: 400, code: 'OTP_HAS_EXPIRED', message: 'OTP has expired' });
  });

  it('answers a wrong e-mailed code with the catalogue’s error through the client', async () => {
    const email = uniqueEmail();
    await enrol(openTwoFactorBrowser(t.baseUrl), email);
    const phone = openTwoFactorBrowser(t.baseUrl);
    await phone.client.signIn.email({ email, password: PASSWORD });
    const code = await emailedCode(phone, email);

    const wrong = await phone.client.twoFactor.verifyOtp({ code: `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}` });
    expect(wrong.error).toMatchObject({ status: 401, code: 'INVALID_CODE', message: 'Invalid code' });
  });

  it('answers a used-up backup code with the catalogue’s error through the client', async () => {
    const browser = openTwoFactorBrowser(t.baseUrl);
    const { backupCodes } = await enrol(browser, uniqueEmail());
    const [code] = backupCodes;

    expect((await browser.client.twoFactor.verifyBackupCode({ code })).error).toBeNull();
    const again = await browser.client.twoFactor.verifyBackupCode({ code });
    expect(again.error).toMatchObject({ status: 401, code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' });
  });

  // Only 1.7's enable takes a method and refuses a second authenticator.
  if (CLIENT_LINE === '1.7') {
    it('turns e-mailed codes on with enable({ method: "otp" }), and refuses a second authenticator', async () => {
      const email = uniqueEmail();
      const laptop = openTwoFactorBrowser(t.baseUrl);
      await laptop.client.signUp.email({ name: 'Ada', email, password: PASSWORD });
      const enable = laptop.client.twoFactor.enable as (
        body: object,
      ) => ReturnType<typeof laptop.client.twoFactor.enable>;
      const enabled = await enable({ password: PASSWORD, method: 'otp' });
      expect(enabled.data).toEqual({ method: 'otp' });
      expect((await laptop.client.getSession()).data?.user).toMatchObject({ twoFactorEnabled: true });

      const phone = openTwoFactorBrowser(t.baseUrl);
      const signIn = await phone.client.signIn.email({ email, password: PASSWORD });
      expect(signIn.data).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
      const verified = await phone.client.twoFactor.verifyOtp({ code: await emailedCode(phone, email) });
      expect(verified.error).toBeNull();

      const { totpURI } = (await enable({ password: PASSWORD })).data!;
      await phone.client.twoFactor.verifyTotp({ code: totpCode(totpURI, t.clock.nowMs()) });
      const second = await enable({ password: PASSWORD });
      expect(second.error).toMatchObject({
        status: 400,
        code: 'TOTP_ALREADY_ENABLED',
        message: 'TOTP is already enabled',
      });
    });
  }
});

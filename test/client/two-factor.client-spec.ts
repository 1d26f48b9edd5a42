import { createAuthClient } from 'better-auth/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { totpCode } from '../support/two-factor';

/** A browser with Better Auth 1.4's client and its two-factor plugin; the service answers as 1.4. */
function openTwoFactorBrowser(baseUrl: string, onTwoFactorRedirect: () => void = () => undefined) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  const client = createAuthClient({
    baseURL: baseUrl,
    fetchOptions: { customFetchImpl: jar.fetch },
    plugins: [twoFactorClient({ onTwoFactorRedirect })],
  });
  return { client, jar };
}

describe('two-factor sign-in through the official 1.4 client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: { betterAuthCompat: '1.4' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('enrols, then signs in with the redirect to the second factor and a TOTP code', async () => {
    const email = uniqueEmail();
    const laptop = openTwoFactorBrowser(t.baseUrl);
    await laptop.client.signUp.email({ name: 'Ada', email, password: PASSWORD });
    const enabled = await laptop.client.twoFactor.enable({ password: PASSWORD });
    expect(enabled.error).toBeNull();
    const totpURI = enabled.data!.totpURI;
    const confirmed = await laptop.client.twoFactor.verifyTotp({ code: totpCode(totpURI, t.clock.nowMs()) });
    expect(confirmed.error).toBeNull();
    expect((await laptop.client.getSession()).data?.session.token).toBe(confirmed.data?.token);

    let redirected = false;
    const phone = openTwoFactorBrowser(t.baseUrl, () => {
      redirected = true;
    });
    const signIn = await phone.client.signIn.email({ email, password: PASSWORD });
    expect(signIn.data).toEqual({ twoFactorRedirect: true });
    expect(redirected).toBe(true);
    expect((await phone.client.getSession()).data).toBeNull();

    t.clock.advanceSeconds(30);
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

  it('answers a used-up backup code with the catalogue’s error through the client', async () => {
    const email = uniqueEmail();
    const browser = openTwoFactorBrowser(t.baseUrl);
    await browser.client.signUp.email({ name: 'Ada', email, password: PASSWORD });
    const enabled = await browser.client.twoFactor.enable({ password: PASSWORD });
    await browser.client.twoFactor.verifyTotp({ code: totpCode(enabled.data!.totpURI, t.clock.nowMs()) });
    const [code] = enabled.data!.backupCodes;

    expect((await browser.client.twoFactor.verifyBackupCode({ code })).error).toBeNull();
    const again = await browser.client.twoFactor.verifyBackupCode({ code });
    expect(again.error).toMatchObject({ status: 401, code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' });
  });
});

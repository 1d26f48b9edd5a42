import { openBrowser } from '../support/browser-client';
import { CLIENT_LINE_CONFIG } from '../support/client-line';
import { uniqueEmail } from '../support/factories';
import { PROVIDER_ID, SocialTestSetup, startSocialTestApp } from '../support/social';

describe('social sign-in and linked accounts through the official client', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({ config: CLIENT_LINE_CONFIG });
  });

  afterAll(async () => {
    await setup.close();
  });

  async function signedInThroughProvider() {
    const email = uniqueEmail('client');
    const sub = `sub-${email}`;
    await setup.idp.addAccount({ sub, email, email_verified: true, name: 'Annie Easley' });
    const browser = openBrowser(setup.t.baseUrl);
    const { data, error } = await browser.client.signIn.social({
      provider: PROVIDER_ID,
      callbackURL: '/home',
      disableRedirect: true,
    });
    expect(error).toBeNull();
    const back = await setup.idp.authorize(data!.url!, email);
    const callback = await browser.jar.fetch(back, { redirect: 'manual' });
    expect(callback.headers.get('location')).toBe('/home');
    return { ...browser, email, sub };
  }

  it('signIn.social answers the provider URL; after the round trip getSession and listAccounts show the user and the account', async () => {
    const { client, email, sub } = await signedInThroughProvider();

    const session = await client.getSession();
    const accounts = await client.listAccounts();

    expect(session.data?.user).toMatchObject({ email, emailVerified: true, name: 'Annie Easley' });
    expect(accounts.data).toEqual([expect.objectContaining({ providerId: PROVIDER_ID, accountId: sub })]);
  });

  it('signIn.social with an ID token signs in at once', async () => {
    const email = uniqueEmail('idtoken');
    const { client } = openBrowser(setup.t.baseUrl);
    const token = await setup.idp.mintIdToken({
      sub: `sub-${email}`,
      email,
      email_verified: true,
      name: 'Mary Jackson',
    });

    const { data, error } = await client.signIn.social({ provider: PROVIDER_ID, idToken: { token } });

    expect(error).toBeNull();
    expect(data).toMatchObject({
      redirect: false,
      token: expect.any(String),
      user: expect.objectContaining({ email }),
    });
    expect((await client.getSession()).data?.user.email).toBe(email);
  });

  it('reports a token error with its own code and status', async () => {
    const { client } = openBrowser(setup.t.baseUrl);
    const token = await setup.idp.mintIdToken({
      sub: 'x',
      email: uniqueEmail(),
      email_verified: true,
      aud: 'another-app',
    });

    const { error } = await client.signIn.social({ provider: PROVIDER_ID, idToken: { token } });

    expect(error).toMatchObject({ code: 'ID_TOKEN_CLAIM_VALIDATION_FAILED', status: 401 });
  });

  it('getAccessToken, refreshToken and accountInfo work on the linked account', async () => {
    const { client, sub } = await signedInThroughProvider();

    const access = await client.getAccessToken({ providerId: PROVIDER_ID });
    const refreshed = await client.refreshToken({ providerId: PROVIDER_ID });
    const info = await client.accountInfo({ query: { accountId: sub } });

    expect(access.data).toMatchObject({ accessToken: expect.any(String), scopes: ['openid', 'email', 'profile'] });
    expect(refreshed.data).toMatchObject({ accessToken: expect.any(String), providerId: PROVIDER_ID, accountId: sub });
    expect(refreshed.data!.accessToken).not.toBe(access.data!.accessToken);
    expect(info.data?.user).toMatchObject({ id: sub, name: 'Annie Easley', emailVerified: true });
  });

  it('unlinkAccount refuses the last account', async () => {
    const { client } = await signedInThroughProvider();

    const { error } = await client.unlinkAccount({ providerId: PROVIDER_ID });

    expect(error).toMatchObject({ code: 'YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT', status: 400 });
  });
});

import request from 'supertest';
import { CookieJar } from '../../support/cookie-jar';
import { PASSWORD, uniqueEmail } from '../../support/factories';
import {
  PROVIDER_ID,
  SocialTestSetup,
  linkThroughProvider,
  sessionOf,
  signInThroughProvider,
  sql,
  startSocialTestApp,
} from '../../support/social';

const SERVICE_KEY = 'service-key-for-provider-tokens-0123';

describe('linked provider accounts and their tokens', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({ config: { serviceKeys: [SERVICE_KEY] } });
  });

  afterAll(async () => {
    await setup.close();
  });

  const api = (browser: CookieJar, path: string, body?: unknown) =>
    browser.fetch(
      `${setup.t.baseUrl}/api/auth/${path}`,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );

  const json = (response: Response): Promise<any> => response.json();

  async function providerUser(email = uniqueEmail('linked'), verified = true) {
    const sub = `sub-${email}`;
    await setup.idp.addAccount({ sub, email, email_verified: verified, name: 'Margaret Hamilton' });
    return { email, sub };
  }

  /** A browser signed in with e-mail and password, its address verified. */
  async function passwordBrowser(email: string) {
    const browser = new CookieJar(setup.t.baseUrl);
    expect((await api(browser, 'sign-up/email', { name: 'Local', email, password: PASSWORD })).status).toBe(200);
    await sql(setup, `UPDATE "user" SET "emailVerified" = true WHERE email = '${email}'`);
    return browser;
  }

  async function providersOf(browser: CookieJar): Promise<string[]> {
    const accounts = (await json(await api(browser, 'list-accounts'))) as { providerId: string }[];
    return accounts.map((account) => account.providerId).sort();
  }

  describe('POST /link-social', () => {
    it('links the provider account through the redirect flow and lands on callbackURL', async () => {
      const { email } = await providerUser();
      const browser = await passwordBrowser(email);
      const trip = await linkThroughProvider(setup, email, browser, { callbackURL: '/account' });

      expect(trip.location).toBe('/account');
      expect(await providersOf(browser)).toEqual(['corp', 'credential']);
    });

    it("refuses an account with another address: error=email_doesn't_match", async () => {
      const { email: other } = await providerUser();
      const browser = await passwordBrowser(uniqueEmail('local'));
      const trip = await linkThroughProvider(setup, other, browser, {
        callbackURL: '/account',
        errorCallbackURL: '/account',
      });

      expect(new URL(trip.location, setup.t.baseUrl).searchParams.get('error')).toBe("email_doesn't_match");
      expect(await providersOf(browser)).toEqual(['credential']);
    });

    it('refuses an address the provider has not verified: error=unable_to_link_account', async () => {
      const { email } = await providerUser(uniqueEmail('unverified'), false);
      const browser = await passwordBrowser(email);
      const trip = await linkThroughProvider(setup, email, browser, { errorCallbackURL: '/account' });
      expect(trip.location).toMatch(/^\/account\?error=unable_to_link_account/);
    });

    it('refuses an account already linked to another user: error=account_already_linked_to_different_user', async () => {
      const { email } = await providerUser();
      await signInThroughProvider(setup, email);
      await sql(setup, `UPDATE "user" SET email = 'moved-${email}' WHERE email = '${email}'`);
      const browser = await passwordBrowser(email);
      const trip = await linkThroughProvider(setup, email, browser, { errorCallbackURL: '/account' });
      expect(trip.location).toMatch(/^\/account\?error=account_already_linked_to_different_user/);
    });

    it('links at once with an ID token: {url:"", status:true, redirect:false}', async () => {
      const { email, sub } = await providerUser();
      const browser = await passwordBrowser(email);
      const token = await setup.idp.mintIdToken({ sub, email, email_verified: true });
      const response = await api(browser, 'link-social', { provider: PROVIDER_ID, idToken: { token } });

      expect(await json(response)).toEqual({ url: '', status: true, redirect: false });
      expect(await providersOf(browser)).toEqual(['corp', 'credential']);
    });

    it('refuses an ID token with an unverified or different address with 401', async () => {
      const email = uniqueEmail('idtoken');
      const browser = await passwordBrowser(email);
      const unverified = await api(browser, 'link-social', {
        provider: PROVIDER_ID,
        idToken: { token: await setup.idp.mintIdToken({ sub: 'u1', email, email_verified: false }) },
      });
      const different = await api(browser, 'link-social', {
        provider: PROVIDER_ID,
        idToken: { token: await setup.idp.mintIdToken({ sub: 'u2', email: uniqueEmail(), email_verified: true }) },
      });

      expect(unverified.status).toBe(401);
      expect(await json(unverified)).toEqual({
        code: 'ACCOUNT_NOT_LINKED__LINKING_NOT_ALLOWED',
        message: 'Account not linked - linking not allowed',
      });
      expect(different.status).toBe(401);
      expect((await json(different)).code).toBe('ACCOUNT_NOT_LINKED__DIFFERENT_EMAILS_NOT_ALLOWED');
    });

    it('needs a session', async () => {
      await request(setup.t.http).post('/api/auth/link-social').send({ provider: PROVIDER_ID }).expect(401);
    });
  });

  describe('POST /unlink-account', () => {
    it('unlinks a provider account, but never the last account', async () => {
      const { email } = await providerUser();
      const browser = await passwordBrowser(email);
      await linkThroughProvider(setup, email, browser);

      const unlinked = await api(browser, 'unlink-account', { providerId: PROVIDER_ID });
      expect(await json(unlinked)).toEqual({ status: true });
      expect(await providersOf(browser)).toEqual(['credential']);

      const last = await api(browser, 'unlink-account', { providerId: 'credential' });
      expect(last.status).toBe(400);
      expect(await json(last)).toEqual({
        code: 'YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT',
        message: "You can't unlink your last account",
      });
    });

    it('answers 400 ACCOUNT_NOT_FOUND for an account the user does not have', async () => {
      const { email } = await providerUser();
      const browser = await passwordBrowser(email);
      await linkThroughProvider(setup, email, browser);
      const response = await api(browser, 'unlink-account', { providerId: PROVIDER_ID, accountId: 'someone-else' });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Account not found' });
    });
  });

  describe('provider tokens', () => {
    async function signedInThroughProvider() {
      const { email, sub } = await providerUser();
      const trip = await signInThroughProvider(setup, email);
      const [row] = await sql<{ id: string; accessToken: string; refreshToken: string; userId: string }>(
        setup,
        `SELECT * FROM account WHERE "accountId" = '${sub}'`,
      );
      return { browser: trip.browser, sub, row };
    }

    it('POST /refresh-token gets new tokens from the provider and stores them', async () => {
      const { browser, sub, row } = await signedInThroughProvider();
      const response = await api(browser, 'refresh-token', { providerId: PROVIDER_ID });
      const body = await json(response);

      expect(response.status).toBe(200);
      expect(body).toEqual(
        expect.objectContaining({
          accessToken: expect.any(String),
          refreshToken: expect.any(String),
          providerId: PROVIDER_ID,
          accountId: sub,
          scope: 'openid,email,profile',
        }),
      );
      expect(body.accessToken).not.toBe(row.accessToken);
      const [stored] = await sql<{ accessToken: string }>(
        setup,
        `SELECT "accessToken" FROM account WHERE id = '${row.id}'`,
      );
      expect(stored.accessToken).toBe(body.accessToken);
    });

    it('POST /get-access-token hands out the stored token while it is valid, and refreshes it once expired', async () => {
      const { browser, row } = await signedInThroughProvider();
      const fresh = await json(await api(browser, 'get-access-token', { providerId: PROVIDER_ID }));
      expect(fresh).toEqual({
        accessToken: row.accessToken,
        accessTokenExpiresAt: expect.any(String),
        scopes: ['openid', 'email', 'profile'],
        idToken: expect.any(String),
      });

      // The provider's access token runs out: the next call refreshes it first.
      await sql(setup, `UPDATE account SET "accessTokenExpiresAt" = '2020-01-01T00:00:00.000Z' WHERE id = '${row.id}'`);
      const refreshed = await json(await api(browser, 'get-access-token', { providerId: PROVIDER_ID }));
      expect(refreshed.accessToken).not.toBe(row.accessToken);
      expect(new Date(refreshed.accessTokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
      const [stored] = await sql<{ accessToken: string }>(
        setup,
        `SELECT "accessToken" FROM account WHERE id = '${row.id}'`,
      );
      expect(stored.accessToken).toBe(refreshed.accessToken);
    });

    it('answers 400 for a provider that is not configured, and 401 without a session or service key', async () => {
      const { browser } = await signedInThroughProvider();
      const unknown = await api(browser, 'get-access-token', { providerId: 'nowhere' });
      expect(unknown.status).toBe(400);
      expect(await json(unknown)).toEqual({
        code: 'PROVIDER_IS_NOT_SUPPORTED',
        message: 'Provider nowhere is not supported.',
      });
      await request(setup.t.http).post('/api/auth/get-access-token').send({ providerId: PROVIDER_ID }).expect(401);
    });

    it("lets a backend with the service key read a user's token by userId, and nobody else", async () => {
      const { row } = await signedInThroughProvider();
      const asServer = await request(setup.t.http)
        .post('/api/auth/get-access-token')
        .set('x-service-key', SERVICE_KEY)
        .send({ providerId: PROVIDER_ID, userId: row.userId })
        .expect(200);
      expect(asServer.body.accessToken).toBe(row.accessToken);

      await request(setup.t.http)
        .post('/api/auth/get-access-token')
        .send({ providerId: PROVIDER_ID, userId: row.userId })
        .expect(401);
      const other = await signedInThroughProvider();
      const response = await api(other.browser, 'get-access-token', { providerId: PROVIDER_ID, userId: row.userId });
      expect(response.status).toBe(401);
    });

    it('GET /account-info answers what the provider says about the user', async () => {
      const { browser, sub } = await signedInThroughProvider();
      const response = await api(browser, `account-info?accountId=${encodeURIComponent(sub)}`);
      const body = await json(response);

      expect(response.status).toBe(200);
      expect(body.user).toEqual({
        id: sub,
        name: 'Margaret Hamilton',
        email: expect.stringMatching(/^linked-/),
        image: null,
        emailVerified: true,
      });
      expect(body.data).toMatchObject({ sub });
    });

    it('GET /account-info refuses another user’s account with 400 ACCOUNT_NOT_FOUND', async () => {
      const mine = await signedInThroughProvider();
      const theirs = await signedInThroughProvider();
      const response = await api(mine.browser, `account-info?accountId=${encodeURIComponent(theirs.sub)}`);
      expect(response.status).toBe(400);
      expect((await json(response)).code).toBe('ACCOUNT_NOT_FOUND');
      expect(await sessionOf(setup, mine.browser)).not.toBeNull();
    });
  });
});

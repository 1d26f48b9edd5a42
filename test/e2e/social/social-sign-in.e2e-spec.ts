import request from 'supertest';
import { CookieJar } from '../../support/cookie-jar';
import { uniqueEmail } from '../../support/factories';
import {
  PROVIDER_ID,
  SocialTestSetup,
  sessionOf,
  signInThroughProvider,
  sql,
  startSocialTestApp,
} from '../../support/social';

describe('sign-in through an OpenID Connect provider', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp();
  });

  afterAll(async () => {
    await setup.close();
  });

  async function providerUser(overrides: { email_verified?: boolean; name?: string } = {}) {
    const email = uniqueEmail('sso');
    const sub = `sub-${email}`;
    await setup.idp.addAccount({ sub, email, email_verified: true, name: 'Grace Hopper', ...overrides });
    return { email, sub };
  }

  it('lists the configured providers for a sign-in page', async () => {
    const response = await request(setup.t.http).get('/api/auth/social-providers').expect(200);
    expect(response.body).toEqual({
      providers: [{ id: PROVIDER_ID, name: 'Corporate sign-in' }],
      signUp: { policy: 'open', domains: [] },
    });
  });

  it('answers with the authorization URL (PKCE S256, state, nonce), a Location header and the signed state cookie', async () => {
    const response = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, callbackURL: '/home' })
      .expect(200);
    expect(response.body).toEqual({ url: expect.any(String), redirect: true });
    expect(response.headers.location).toBe(response.body.url);
    const url = new URL(response.body.url);
    expect(url.origin).toBe(setup.idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'intranet-app',
      response_type: 'code',
      redirect_uri: `${setup.t.baseUrl}/api/auth/callback/${PROVIDER_ID}`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      nonce: expect.any(String),
    });
    expect(response.headers['set-cookie']).toEqual([
      expect.stringMatching(/^better-auth\.state=.+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
  });

  it('with disableRedirect answers redirect false and no Location header', async () => {
    const response = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, disableRedirect: true })
      .expect(200);
    expect(response.body.redirect).toBe(false);
    expect(response.headers.location).toBeUndefined();
  });

  it('signs a new user up through the full redirect flow and sends them to newUserCallbackURL', async () => {
    const { email, sub } = await providerUser();
    const trip = await signInThroughProvider(setup, email, { callbackURL: '/home', newUserCallbackURL: '/welcome' });

    expect(trip.callback.status).toBe(302);
    expect(trip.location).toBe('/welcome');
    const session = await sessionOf(setup, trip.browser);
    expect(session?.user).toMatchObject({ email, emailVerified: true, name: 'Grace Hopper' });
    const accounts = await (await trip.browser.fetch(`${setup.t.baseUrl}/api/auth/list-accounts`)).json();
    expect(accounts).toEqual([
      expect.objectContaining({ providerId: PROVIDER_ID, accountId: sub, scopes: ['openid', 'email', 'profile'] }),
    ]);
  });

  it('keeps the provider tokens and their expiry on the account row', async () => {
    const { email, sub } = await providerUser();
    await signInThroughProvider(setup, email);
    const rows = await sql(setup, `SELECT * FROM account WHERE "accountId" = '${sub}'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: PROVIDER_ID, password: null, scope: 'openid,email,profile' });
    expect(rows[0].accessToken).toEqual(expect.any(String));
    expect(rows[0].refreshToken).toEqual(expect.any(String));
    expect(String(rows[0].idToken).split('.')).toHaveLength(3);
    const expiresInMs = new Date(rows[0].accessTokenExpiresAt as string).getTime() - Date.now();
    expect(expiresInMs).toBeGreaterThan(3_500_000);
    expect(expiresInMs).toBeLessThanOrEqual(3_600_000);
  });

  it('signs a returning user in to the same user and sends them to callbackURL', async () => {
    const { email } = await providerUser();
    const first = await signInThroughProvider(setup, email, { callbackURL: '/home', newUserCallbackURL: '/welcome' });
    const second = await signInThroughProvider(setup, email, { callbackURL: '/home', newUserCallbackURL: '/welcome' });

    expect(second.location).toBe('/home');
    expect((await sessionOf(setup, second.browser))?.user.id).toBe((await sessionOf(setup, first.browser))?.user.id);
  });

  it('redirects to the service root when no callbackURL was given', async () => {
    const { email } = await providerUser();
    const trip = await signInThroughProvider(setup, email);
    expect(trip.location).toBe(new URL(setup.t.baseUrl).origin);
  });

  describe('an existing user with the same address', () => {
    async function passwordUser(email: string, verified: boolean) {
      await request(setup.t.http)
        .post('/api/auth/sign-up/email')
        .send({ name: 'Local', email, password: 'correct horse battery' })
        .expect(200);
      if (verified) await sql(setup, `UPDATE "user" SET "emailVerified" = true WHERE email = '${email}'`);
    }

    it('is linked and signed in when both the provider and the service have verified the address', async () => {
      const { email } = await providerUser();
      await passwordUser(email, true);
      const trip = await signInThroughProvider(setup, email, { callbackURL: '/home' });
      expect(trip.location).toBe('/home');
      const accounts = (await (await trip.browser.fetch(`${setup.t.baseUrl}/api/auth/list-accounts`)).json()) as {
        providerId: string;
      }[];
      expect(accounts.map((account) => account.providerId).sort()).toEqual(['corp', 'credential']);
    });

    it('is not linked when the local address is unverified: error=account_not_linked', async () => {
      const { email } = await providerUser();
      await passwordUser(email, false);
      const trip = await signInThroughProvider(setup, email, { errorCallbackURL: '/sign-in' });
      expect(trip.location).toBe('/sign-in?error=account_not_linked&error_description=account+not+linked');
      expect(await sessionOf(setup, trip.browser)).toBeNull();
    });

    it('is not linked when the provider has not verified the address', async () => {
      const { email } = await providerUser({ email_verified: false });
      await passwordUser(email, true);
      const trip = await signInThroughProvider(setup, email, { errorCallbackURL: '/sign-in' });
      expect(trip.location).toMatch(/^\/sign-in\?error=account_not_linked/);
    });
  });

  describe('the state', () => {
    async function startedSignIn(browser: CookieJar) {
      const response = await browser.fetch(`${setup.t.baseUrl}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: PROVIDER_ID, errorCallbackURL: '/sign-in' }),
      });
      return ((await response.json()) as { url: string }).url;
    }

    it('refuses a tampered state: error=please_restart_the_process on the error page', async () => {
      const { email } = await providerUser();
      const browser = new CookieJar(setup.t.baseUrl);
      const back = await setup.idp.authorize(await startedSignIn(browser), email);
      const state = back.searchParams.get('state')!;
      // Another last character than the one it has: one state in 62 ends in any given character.
      back.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('x') ? 'y' : 'x'}`);
      const callback = await browser.fetch(back, { redirect: 'manual' });
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(
        `${setup.t.baseUrl}/api/auth/error?error=please_restart_the_process`,
      );
      expect(await sessionOf(setup, browser)).toBeNull();
    });

    it('refuses a callback in another browser than the one that started (no state cookie): error=state_mismatch', async () => {
      const { email } = await providerUser();
      const back = await setup.idp.authorize(await startedSignIn(new CookieJar(setup.t.baseUrl)), email);
      const elsewhere = new CookieJar(setup.t.baseUrl);
      const callback = await elsewhere.fetch(back, { redirect: 'manual' });
      expect(callback.headers.get('location')).toBe(`${setup.t.baseUrl}/api/auth/error?error=state_mismatch`);
      expect(await sessionOf(setup, elsewhere)).toBeNull();
    });

    it('is used once: replaying the callback is refused', async () => {
      const { email } = await providerUser();
      const trip = await signInThroughProvider(setup, email);
      const callbackUrl = trip.callback.url;
      const replay = await new CookieJar(setup.t.baseUrl).fetch(callbackUrl, { redirect: 'manual' });
      expect(replay.headers.get('location')).toBe(`${setup.t.baseUrl}/api/auth/error?error=please_restart_the_process`);
    });

    it('without a state at all goes to the error page with state=state_not_found', async () => {
      const response = await request(setup.t.http).get(`/api/auth/callback/${PROVIDER_ID}?code=abc`).expect(302);
      expect(response.headers.location).toBe(`${setup.t.baseUrl}/api/auth/error?state=state_not_found`);
    });

    it("passes the provider's own error on to errorCallbackURL", async () => {
      const browser = new CookieJar(setup.t.baseUrl);
      const state = new URL(await startedSignIn(browser)).searchParams.get('state')!;
      const callback = await browser.fetch(
        `${setup.t.baseUrl}/api/auth/callback/${PROVIDER_ID}?state=${state}&error=access_denied&error_description=User+said+no`,
        { redirect: 'manual' },
      );
      expect(callback.headers.get('location')).toBe('/sign-in?error=access_denied&error_description=User+said+no');
    });
  });

  it('sends a banned user to the error page with error=banned, and opens no session', async () => {
    const { email } = await providerUser();
    const first = await signInThroughProvider(setup, email);
    const userId = (await sessionOf(setup, first.browser))!.user.id;
    await sql(setup, `UPDATE "user" SET banned = true WHERE id = '${userId}'`);

    const trip = await signInThroughProvider(setup, email, { callbackURL: '/home' });
    const location = new URL(trip.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${setup.t.baseUrl}/api/auth/error`);
    expect(location.searchParams.get('error')).toBe('banned');
    expect(location.searchParams.get('error_description')).toBe(
      'You have been banned from this application. Please contact support if you believe this is an error.',
    );
    expect(await sessionOf(setup, trip.browser)).toBeNull();
  });

  it('answers 404 PROVIDER_NOT_FOUND for a provider that is not configured', async () => {
    const response = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: 'nowhere' })
      .expect(404);
    expect(response.body).toEqual({ code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
  });

  it('refuses a callbackURL on an untrusted origin with 403 INVALID_CALLBACKURL', async () => {
    const response = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, callbackURL: 'https://evil.example/' })
      .expect(403);
    expect(response.body.code).toBe('INVALID_CALLBACKURL');
    const error = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, errorCallbackURL: '//evil.example' })
      .expect(403);
    expect(error.body.code).toBe('INVALID_ERRORCALLBACKURL');
  });

  it('sends a form_post callback on to the GET callback with its parameters', async () => {
    const response = await request(setup.t.http)
      .post(`/api/auth/callback/${PROVIDER_ID}`)
      .set('Origin', setup.idp.issuer)
      .type('form')
      .send({ code: 'abc', state: 'xyz' })
      .expect(302);
    expect(response.headers.location).toBe(`${setup.t.baseUrl}/api/auth/callback/${PROVIDER_ID}?code=abc&state=xyz`);
  });
});

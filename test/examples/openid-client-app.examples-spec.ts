import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../support/admin';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { ExampleProcess, startExample } from '../support/example-process';
import { SignedUpUser, signUp } from '../support/factories';
import {
  TestOAuthClient,
  issuerOf,
  oauthQueryOf,
  registerClient,
  updateClient,
  visit,
} from '../support/oauth-provider';

describe('examples/openid-client-app: a web app signing in through the service with openid-client', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let client: TestOAuthClient;
  let app: ExampleProcess;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, listen: true });
    admin = await createUserWithRole(t.http, 'admin');
    // A native client: its http loopback redirect URI matches whatever port the app is given.
    client = await registerClient(t, admin.cookie, {
      client_name: 'Team app',
      redirect_uris: ['http://127.0.0.1/callback'],
      application_type: 'native',
      grant_types: ['authorization_code', 'refresh_token'],
      scope: 'openid profile email offline_access',
      enable_end_session: true,
    });
    app = await startExample('openid-client-app/server.mjs', {
      ISSUER: issuerOf(t),
      CLIENT_ID: client.clientId,
      CLIENT_SECRET: client.clientSecret!,
      SHOW_TOKENS: '1',
    });
    // Post-logout URIs match exactly, port included: known once the app runs.
    const status = await updateClient(t, admin.cookie, client.clientId, {
      post_logout_redirect_uris: [`${app.url}/signed-out`],
    });
    expect(status).toBe(200);
  });

  afterAll(async () => {
    await app?.stop();
    await t?.close();
  });

  /** The browser's walk: the app's /login, the service's authorize and consent, the app's callback. */
  async function signInThroughApp(user: SignedUpUser): Promise<{ browser: CookieJar; authorize: URL }> {
    const browser = new CookieJar();
    const login = await browser.fetch(`${app.url}/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    const consentPage = new URL((await visit(authorize, user.cookie)).location!);
    expect(consentPage.pathname).toBe('/oauth/consent');
    const consent = await request(t.http)
      .post('/api/auth/oauth2/consent')
      .set('Cookie', user.cookie)
      .send({ accept: true, oauth_query: oauthQueryOf(consentPage) })
      .expect(200);
    const callback = await browser.fetch(consent.body.url, { redirect: 'manual' });
    expect([callback.status, callback.headers.get('location')]).toEqual([303, '/']);
    return { browser, authorize };
  }

  const home = async (browser: CookieJar) => (await browser.fetch(`${app.url}/`)).text();
  const tokensOf = async (browser: CookieJar) =>
    (await (await browser.fetch(`${app.url}/tokens`)).json()) as { accessToken: string; refreshToken: string };

  it('signs the user in with PKCE S256, state and nonce, and shows their name and e-mail from userinfo', async () => {
    const user = await signUp(t.http, { name: 'Grace Hopper' });

    const { browser, authorize } = await signInThroughApp(user);

    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuerOf(t)}/oauth2/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toEqual(expect.any(String));
    expect(authorize.searchParams.get('nonce')).toEqual(expect.any(String));
    expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access');
    expect(await home(browser)).toContain(`Signed in as <strong>Grace Hopper</strong> &lt;${user.email}&gt;`);
  });

  it('refuses a callback for a sign-in it did not start with 400', async () => {
    const response = await new CookieJar().fetch(`${app.url}/callback?code=forged&state=forged`);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in was not started here.');
  });

  it('refuses a callback whose state is not the one it sent with 400, and stays signed out', async () => {
    const browser = new CookieJar();
    const login = await browser.fetch(`${app.url}/login`, { redirect: 'manual' });
    const sent = new URL(login.headers.get('location')!);
    const forged = new URLSearchParams({
      code: 'forged',
      state: `${sent.searchParams.get('state')}x`,
      iss: issuerOf(t),
    });

    const response = await browser.fetch(`${app.url}/callback?${forged.toString()}`);

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in failed');
    expect(await home(browser)).toContain('You are not signed in.');
  });

  it('refreshes to new tokens; the service then refuses the old refresh token and ends the whole grant', async () => {
    const user = await signUp(t.http);
    const { browser } = await signInThroughApp(user);
    const before = await tokensOf(browser);

    const refreshed = await browser.fetch(`${app.url}/refresh`, { method: 'POST', redirect: 'manual' });

    expect(refreshed.status).toBe(303);
    const after = await tokensOf(browser);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(await home(browser)).toContain(user.email);

    const replay = await fetch(`${issuerOf(t)}/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: before.refreshToken }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    // The replay revoked the family: the app's newer tokens stop working too, and it asks to sign in again.
    expect(await home(browser)).toContain('Your sign-in has ended.');
  });

  it('signs out through end-session: the service session ends and the browser lands on the post-logout page', async () => {
    const user = await signUp(t.http);
    const { browser } = await signInThroughApp(user);

    const logout = await browser.fetch(`${app.url}/logout`, { method: 'POST', redirect: 'manual' });
    const endSession = new URL(logout.headers.get('location')!);
    const answer = await visit(endSession, user.cookie);

    expect(logout.status).toBe(303);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${issuerOf(t)}/oauth2/end-session`);
    expect(endSession.searchParams.get('id_token_hint')).toEqual(expect.any(String));
    expect([answer.status, answer.location]).toEqual([302, `${app.url}/signed-out`]);
    expect(await (await browser.fetch(answer.location!)).text()).toContain('You are signed out.');
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', user.cookie).expect(200);
    expect(session.body).toBeNull();
    expect(await home(browser)).toContain('You are not signed in.');
  });
});

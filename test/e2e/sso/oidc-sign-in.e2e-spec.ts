import { randomBytes } from 'node:crypto';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { CookieJar } from '../../support/cookie-jar';
import { TestApp, createTestApp, freePort } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TestIdentityProvider,
  startIdentityProvider,
} from '../../support/identity-provider';
import { ORG, createOrganization } from '../../support/organizations';

const PROVIDER_ID = 'acme-oidc';
const DOMAIN = 'acme-corp.test';

describe('single sign-on through an OpenID provider', () => {
  let t: TestApp;
  let idp: TestIdentityProvider;
  let owner: SignedUpUser;
  let organization: { id: string; slug: string };

  beforeAll(async () => {
    const idpPort = await freePort();
    const issuer = `http://127.0.0.1:${idpPort}`;
    t = await createTestApp({ listen: true, config: { sso: { trustedOrigins: [issuer], domainVerification: false } } });
    idp = await startIdentityProvider({
      port: idpPort,
      redirectUris: [`${t.baseUrl}/api/auth/sso/callback/${PROVIDER_ID}`],
    });
    owner = await signUp(t.http);
    organization = (await createOrganization(t.http, owner.cookie)) as { id: string; slug: string };
    await request(t.http)
      .post('/api/auth/sso/register')
      .set('Cookie', owner.cookie)
      .send({
        providerId: PROVIDER_ID,
        issuer,
        domain: DOMAIN,
        organizationId: organization.id,
        oidcConfig: { clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET },
      })
      .expect(200);
  });

  afterAll(async () => {
    await idp?.stop();
    await t?.close();
  });

  async function idpUser(email = `${randomBytes(5).toString('hex')}@${DOMAIN}`) {
    const sub = `sub-${randomBytes(6).toString('hex')}`;
    await idp.addAccount({ sub, email, email_verified: true, name: 'Grace Hopper' });
    return { email, sub };
  }

  async function begin(browser: CookieJar, body: Record<string, unknown> = {}) {
    const response = await browser.fetch(`${t.baseUrl}/api/auth/sign-in/sso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        providerId: PROVIDER_ID,
        callbackURL: '/home',
        errorCallbackURL: '/sign-in',
        newUserCallbackURL: '/welcome',
        ...body,
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  }

  /** The browser's whole sign-in: POST /sign-in/sso, the IdP's page as `email`, then the callback. */
  async function signInAs(email: string, browser = new CookieJar(t.baseUrl)) {
    const back = await idp.authorize(await begin(browser), email);
    const callback = await browser.fetch(back, { redirect: 'manual' });
    return { browser, back, callback, location: callback.headers.get('location') ?? '' };
  }

  async function sessionOf(browser: CookieJar) {
    const response = await browser.fetch(`${t.baseUrl}/api/auth/get-session`);
    return (await response.json()) as { user: { id: string; email: string; name: string } } | null;
  }

  async function sql<T = Record<string, unknown>>(text: string, replacements: unknown[]): Promise<T[]> {
    const [rows] = await t.app.get(Sequelize).query(text, { replacements });
    return rows as T[];
  }

  it.each([
    ['its providerId', { providerId: PROVIDER_ID }],
    ['an address at its domain', { providerId: undefined, email: `ada@${DOMAIN}` }],
    ['its domain', { providerId: undefined, domain: DOMAIN }],
    ['a subdomain of its domain', { providerId: undefined, domain: `eng.${DOMAIN}` }],
  ])('answers the IdP authorization URL for a provider found by %s', async (_how, body) => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/sso')
      .send({ callbackURL: '/home', loginHint: 'ada', ...body })
      .expect(200);
    expect(response.body).toEqual({ url: expect.any(String), redirect: true });
    const url = new URL(response.body.url);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: TEST_CLIENT_ID,
      redirect_uri: `${t.baseUrl}/api/auth/sso/callback/${PROVIDER_ID}`,
      response_type: 'code',
      state: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      login_hint: 'ada',
      nonce: expect.any(String),
    });
    expect(url.searchParams.get('scope')!.split(' ')).toContain('openid');
  });

  it('finds the provider by the slug of its organization', async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-in/sso')
      .send({ organizationSlug: organization.slug, callbackURL: '/home' })
      .expect(200);
    expect(new URL(response.body.url).searchParams.get('redirect_uri')).toBe(
      `${t.baseUrl}/api/auth/sso/callback/${PROVIDER_ID}`,
    );
  });

  it('refuses a sign-in naming no provider with 400', async () => {
    const response = await request(t.http).post('/api/auth/sign-in/sso').send({ callbackURL: '/home' }).expect(400);
    expect(response.body).toEqual({
      code: 'EMAIL_ORGANIZATIONSLUG_DOMAIN_OR_PROVIDERID_IS_REQUIRED',
      message: 'email, organizationSlug, domain or providerId is required',
    });
  });

  it.each([{ providerId: 'nobody' }, { email: 'ada@elsewhere.test' }, { organizationSlug: 'no-such-org' }])(
    'answers 404 for an unknown provider (%o)',
    async (body) => {
      const response = await request(t.http)
        .post('/api/auth/sign-in/sso')
        .send({ callbackURL: '/home', ...body })
        .expect(404);
      expect(response.body).toEqual({
        code: 'NO_PROVIDER_FOUND_FOR_THE_ISSUER',
        message: 'No provider found for the issuer',
      });
    },
  );

  it('signs a new user up with an account and a membership, then signs them in again', async () => {
    const { email, sub } = await idpUser();

    const first = await signInAs(email);

    expect(first.callback.status).toBe(302);
    expect(first.location).toBe('/welcome');
    const session = await sessionOf(first.browser);
    expect(session?.user).toMatchObject({ email, name: 'Grace Hopper' });
    expect(
      await sql('SELECT "accountId" FROM account WHERE "providerId" = ? AND "userId" = ?', [
        PROVIDER_ID,
        session!.user.id,
      ]),
    ).toEqual([{ accountId: sub }]);
    const members = await request(t.http)
      .get(`${ORG}/list-members`)
      .query({ organizationId: organization.id })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(members.body.members).toContainEqual(expect.objectContaining({ userId: session!.user.id, role: 'member' }));

    const again = await signInAs(email);

    expect(again.location).toBe('/home');
    expect((await sessionOf(again.browser))?.user.id).toBe(session!.user.id);
  });

  it('refuses a replayed callback without a session', async () => {
    const { email } = await idpUser();
    const { browser, back } = await signInAs(email);
    const replay = new CookieJar(t.baseUrl);

    const replayed = await replay.fetch(back, { redirect: 'manual' });

    expect(replayed.status).toBe(302);
    const location = new URL(replayed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${t.baseUrl}/api/auth/error`);
    expect(location.searchParams.get('error')).toBe('invalid_state');
    expect(replayed.headers.getSetCookie().some((line) => line.includes('session_token='))).toBe(false);
    expect(await sessionOf(browser)).not.toBeNull();
  });

  it('refuses a forged state without a session', async () => {
    const browser = new CookieJar(t.baseUrl);
    await begin(browser);

    const forged = await browser.fetch(`${t.baseUrl}/api/auth/sso/callback/${PROVIDER_ID}?state=forged&code=abc`, {
      redirect: 'manual',
    });

    expect(forged.status).toBe(302);
    expect(new URL(forged.headers.get('location')!).searchParams.get('error')).toBe('invalid_state');
    expect(await sessionOf(browser)).toBeNull();
  });

  it('sends the IdP’s error to the errorCallbackURL without a session', async () => {
    const browser = new CookieJar(t.baseUrl);
    const state = new URL(await begin(browser)).searchParams.get('state')!;

    const answer = await browser.fetch(
      `${t.baseUrl}/api/auth/sso/callback/${PROVIDER_ID}?state=${state}&error=access_denied&error_description=denied`,
      { redirect: 'manual' },
    );

    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/sign-in?error=access_denied&error_description=denied');
    expect(await sessionOf(browser)).toBeNull();
  });

  it('never takes over a local user whose address is unverified', async () => {
    const local = await signUp(t.http, { email: `${randomBytes(5).toString('hex')}@${DOMAIN}` });
    await idpUser(local.email);

    const { browser, location } = await signInAs(local.email);

    expect(location).toBe('/sign-in?error=ACCOUNT_NOT_LINKED&error_description=account+not+linked');
    expect(await sessionOf(browser)).toBeNull();
    expect(
      await sql('SELECT id FROM account WHERE "userId" = ? AND "providerId" = ?', [local.userId, PROVIDER_ID]),
    ).toEqual([]);
  });

  it('creates no user and no session for an address outside the provider’s domain', async () => {
    const email = `${randomBytes(5).toString('hex')}@gmail.test`;
    await idpUser(email);

    const { browser, location } = await signInAs(email);

    expect(location).toBe(
      '/sign-in?error=EMAIL_OUTSIDE_PROVIDER_DOMAIN&error_description=The+identity+provider+asserted+an+e-mail+address+outside+its+provider%27s+domain',
    );
    expect(await sessionOf(browser)).toBeNull();
    expect(await sql('SELECT id FROM "user" WHERE email = ?', [email])).toEqual([]);
  });
});

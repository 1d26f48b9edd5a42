import request from 'supertest';
import { LINE_14_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { PASSWORD, uniqueEmail } from '../../support/factories';
import {
  PROVIDER_ID,
  SocialTestSetup,
  sessionOf,
  signInThroughProvider,
  sql,
  startSocialTestApp,
} from '../../support/social';

async function providerAccount(setup: SocialTestSetup, email: string) {
  await setup.idp.addAccount({ sub: `sub-${email}`, email, email_verified: true, name: 'Grace Hopper' });
  return { sub: `sub-${email}`, email, email_verified: true, name: 'Grace Hopper' };
}

async function usersWith(setup: SocialTestSetup, email: string): Promise<number> {
  return (await sql(setup, `SELECT id FROM "user" WHERE email = '${email}'`)).length;
}

describe('a first provider sign-in with SIGN_UP=closed', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({ config: { serviceKeys: [TEST_SERVICE_KEY], signUp: { policy: 'closed' } } });
  });

  afterAll(async () => {
    await setup.close();
  });

  it('sends the browser to errorCallbackURL with error=signup_disabled, as Better Auth does, and creates nobody', async () => {
    const { email } = await providerAccount(setup, uniqueEmail('closed-sso'));
    const trip = await signInThroughProvider(setup, email, { callbackURL: '/home', errorCallbackURL: '/sign-in' });

    expect(trip.callback.status).toBe(302);
    expect(trip.location).toBe('/sign-in?error=signup_disabled');
    expect(await sessionOf(setup, trip.browser)).toBeNull();
    expect(await usersWith(setup, email)).toBe(0);
  });

  it('refuses a new user by ID token with 401 OAUTH_LINK_ERROR "signup disabled" (1.7)', async () => {
    const claims = await providerAccount(setup, uniqueEmail('closed-token'));
    const response = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, idToken: { token: await setup.idp.mintIdToken(claims) } })
      .expect(401);

    expect(response.body).toEqual({ code: 'OAUTH_LINK_ERROR', message: 'signup disabled' });
    expect(await usersWith(setup, claims.email)).toBe(0);
  });

  it('still signs in a user who exists (created by an administrator)', async () => {
    const { email } = await providerAccount(setup, uniqueEmail('existing-sso'));
    await request(setup.t.http)
      .post('/api/auth/admin/create-user')
      .set('x-service-key', TEST_SERVICE_KEY)
      .send({ email, password: PASSWORD, name: 'Existing' })
      .expect(200);
    await sql(setup, `UPDATE "user" SET "emailVerified" = true WHERE email = '${email}'`);

    const trip = await signInThroughProvider(setup, email, { callbackURL: '/home' });
    expect(trip.location).toBe('/home');
    expect((await sessionOf(setup, trip.browser))?.user.email).toBe(email);
  });
});

describe('a first provider sign-in with SIGN_UP=domains', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({ config: { signUp: { policy: 'domains', domains: ['corp.example'] } } });
  });

  afterAll(async () => {
    await setup.close();
  });

  it("judges the provider's address: a listed domain signs up", async () => {
    const { email } = await providerAccount(setup, `${uniqueEmail('ada').split('@')[0]}@Corp.Example`);
    const trip = await signInThroughProvider(setup, email, { callbackURL: '/home' });

    expect(trip.location).toBe('/home');
    expect((await sessionOf(setup, trip.browser))?.user.email).toBe(email.toLowerCase());
  });

  it('refuses another domain with error=signup_disabled and a description naming the domains', async () => {
    const { email } = await providerAccount(setup, uniqueEmail('outsider'));
    const trip = await signInThroughProvider(setup, email, { errorCallbackURL: '/sign-in' });

    const location = new URL(trip.location, setup.t.baseUrl);
    expect(location.pathname).toBe('/sign-in');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'signup_disabled',
      error_description: 'Sign-up is open only to e-mail addresses at corp.example',
    });
    expect(await usersWith(setup, email)).toBe(0);
  });
});

describe('a first provider sign-in by ID token with SIGN_UP=closed on the 1.4 line', () => {
  let setup: SocialTestSetup;

  beforeAll(async () => {
    setup = await startSocialTestApp({ config: { ...LINE_14_CONFIG, signUp: { policy: 'closed' } } });
  });

  afterAll(async () => {
    await setup.close();
  });

  it('answers 401 SIGNUP_DISABLED, the code 1.4 derives from "signup disabled"', async () => {
    const claims = await providerAccount(setup, uniqueEmail('closed-token-14'));
    const response = await request(setup.t.http)
      .post('/api/auth/sign-in/social')
      .send({ provider: PROVIDER_ID, idToken: { token: await setup.idp.mintIdToken(claims) } })
      .expect(401);

    expect(response.body).toEqual({ code: 'SIGNUP_DISABLED', message: 'signup disabled' });
  });
});

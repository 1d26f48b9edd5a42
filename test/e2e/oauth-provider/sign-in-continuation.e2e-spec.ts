import * as oidc from 'openid-client';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp, uniqueEmail } from '../../support/factories';
import { enrolTwoFactor, totpCode } from '../../support/two-factor';
import {
  createOAuthClient,
  issuerOf,
  oauthQueryOf,
  relyingParty,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

describe('OpenID provider: the sign-in continues the authorization', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    user = await signUp(t.http, { name: 'Grace Hopper' });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The login page the authorization sends a browser without a session to. */
  async function loginPageFor(parameters: Record<string, string> = {}) {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, parameters);
    const answer = await visit(start.url);
    expect(answer.status).toBe(302);
    const page = new URL(answer.location!);
    expect(`${page.origin}${page.pathname}`).toBe(`${t.baseUrl}/sign-in`);
    return { client, config, start, page };
  }

  it('signs in with the signed query: the session cookie, then the code, exchanged by openid-client', async () => {
    const { config, start, page } = await loginPageFor();
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, oauth_query: oauthQueryOf(page) })
      .expect(200);
    expect(Object.keys(signIn.body).sort()).toEqual(['redirect', 'url']);
    expect(signIn.body.redirect).toBe(true);
    expect(cookiesFrom(signIn)).toContain('better-auth.session_token=');
    const callback = new URL(signIn.body.url);
    expect(callback.searchParams.get('iss')).toBe(issuerOf(t));
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    expect(tokens.claims()!.sub).toBe(user.userId);
  });

  it('meets prompt=login and max_age=0 with the new session', async () => {
    const { config, start, page } = await loginPageFor({ prompt: 'login', max_age: '0' });
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, oauth_query: oauthQueryOf(page) })
      .expect(200);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(signIn.body.url), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    expect(tokens.claims()!.sub).toBe(user.userId);
  });

  it('signs up with the signed query and continues the same way', async () => {
    const { config, start, page } = await loginPageFor();
    const email = uniqueEmail('continued');
    const signUpAnswer = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'New Person', email, password: PASSWORD, oauth_query: oauthQueryOf(page) })
      .expect(200);
    expect(signUpAnswer.body.redirect).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(signUpAnswer.body.url), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    const sub = tokens.claims()!.sub;
    expect(await oidc.fetchUserInfo(config, tokens.access_token, sub)).toMatchObject({ sub, email });
  });

  it('refuses a changed query 400 invalid_signature before the password is tried, and makes no session', async () => {
    const { page } = await loginPageFor();
    const changed = new URLSearchParams(oauthQueryOf(page));
    changed.set('scope', 'openid');
    const refused = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, oauth_query: changed.toString() })
      .expect(400);
    expect(refused.body).toEqual({ error: 'invalid_signature' });
    expect(cookiesFrom(refused)).not.toContain('session_token');

    const unsigned = new URLSearchParams(oauthQueryOf(page));
    unsigned.delete('sig');
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, oauth_query: unsigned.toString() })
      .expect(400, { error: 'invalid_signature' });
  });

  it('answers a sign-in without oauth_query as before', async () => {
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect(signIn.body).toMatchObject({ redirect: false, user: { id: user.userId } });
  });

  it('with a second factor: the sign-in waits for it, and its verification continues the authorization', async () => {
    const enrolled = await enrolTwoFactor(t.http, await signUp(t.http), t.clock.nowMs());
    const { config, start, page } = await loginPageFor();
    const oauthQuery = oauthQueryOf(page);
    const signIn = await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: enrolled.email, password: PASSWORD, oauth_query: oauthQuery })
      .expect(200);
    expect(signIn.body.twoFactorRedirect).toBe(true);

    t.clock.advanceSeconds(30);
    const verified = await request(t.http)
      .post('/api/auth/two-factor/verify-totp')
      .set('Cookie', cookiesFrom(signIn))
      .send({ code: totpCode(enrolled.totpURI, t.clock.nowMs()), oauth_query: oauthQuery })
      .expect(200);
    expect(Object.keys(verified.body).sort()).toEqual(['redirect', 'url']);
    expect(cookiesFrom(verified)).toContain('better-auth.session_token=');
    const tokens = await oidc.authorizationCodeGrant(config, new URL(verified.body.url), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    expect(tokens.claims()!.sub).toBe(enrolled.userId);
  });

  it('refuses an expired query 400 invalid_signature', async () => {
    const { page } = await loginPageFor();
    t.clock.advanceSeconds(601);
    await request(t.http)
      .post('/api/auth/sign-in/email')
      .send({ email: user.email, password: PASSWORD, oauth_query: oauthQueryOf(page) })
      .expect(400, { error: 'invalid_signature' });
  });
});

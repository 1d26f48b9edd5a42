import * as oidc from 'openid-client';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, SignedUpUser, cookiesFrom, signUp } from '../../support/factories';
import {
  TestOAuthClient,
  createOAuthClient,
  issuerOf,
  oauthQueryOf,
  relyingParty,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

const API = '/api/auth';

describe('OpenID provider: consent', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http, { name: 'Ada Lovelace' });
  });

  afterAll(async () => {
    await t.close();
  });

  const consent = (cookie: string, body: Record<string, unknown>) =>
    request(t.http).post(`${API}/oauth2/consent`).set('Cookie', cookie).send(body);

  /** The consent page the authorization sends the signed-in user to. */
  async function consentPage(config: oidc.Configuration, client: TestOAuthClient, parameters = {}) {
    const start = await startAuthorization(config, client, parameters);
    const answer = await visit(start.url, user.cookie);
    const page = new URL(answer.location!);
    expect(`${page.origin}${page.pathname}`).toBe(`${t.baseUrl}/oauth/consent`);
    return { start, page };
  }

  it('from no session to tokens: login page, sign-in with oauth_query, consent, code, openid-client', async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client);
    const login = new URL((await visit(start.url)).location!);
    expect(login.pathname).toBe('/sign-in');

    const signIn = await request(t.http)
      .post(`${API}/sign-in/email`)
      .send({ email: user.email, password: PASSWORD, oauth_query: oauthQueryOf(login) })
      .expect(200);
    const cookie = cookiesFrom(signIn);
    const page = new URL(signIn.body.url);
    expect(`${page.origin}${page.pathname}`).toBe(`${t.baseUrl}/oauth/consent`);

    const accepted = await consent(cookie, { accept: true, oauth_query: oauthQueryOf(page) }).expect(200);
    expect(Object.keys(accepted.body).sort()).toEqual(['redirect', 'url']);
    const callback = new URL(accepted.body.url);
    expect(callback.searchParams.get('iss')).toBe(issuerOf(t));
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    expect(tokens.claims()!.sub).toBe(user.userId);
    expect(tokens.scope).toBe('openid profile email offline_access');
    await onlyEvent(t.http, admin.cookie, 'oauth-consent.give', client.clientId);

    // Remembered: the same scopes again with prompt=none give a code.
    const again = await startAuthorization(config, client, { prompt: 'none' });
    const silent = new URL((await visit(again.url, cookie)).location!);
    expect(silent.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('remembers only the scopes accepted: the code carries them, and more scopes ask again', async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const { start, page } = await consentPage(config, client);
    const accepted = await consent(user.cookie, {
      accept: true,
      scope: 'openid profile',
      oauth_query: oauthQueryOf(page),
    }).expect(200);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(accepted.body.url), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    expect(tokens.scope).toBe('openid profile');

    const narrower = await startAuthorization(config, client, { scope: 'openid', prompt: 'none' });
    expect(new URL((await visit(narrower.url, user.cookie)).location!).searchParams.get('code')).toBeTruthy();
    const wider = await startAuthorization(config, client, { prompt: 'none' });
    expect(new URL((await visit(wider.url, user.cookie)).location!).searchParams.get('error')).toBe('consent_required');
  });

  it('refuses a scope not asked for, a changed query and a missing one', async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const { page } = await consentPage(config, client, { scope: 'openid profile' });
    const oauthQuery = oauthQueryOf(page);
    const wider = await consent(user.cookie, { accept: true, scope: 'openid email', oauth_query: oauthQuery });
    expect(wider.status).toBe(400);
    expect(wider.body).toEqual({ error: 'invalid_request', error_description: 'Scope not originally requested' });

    const changed = new URLSearchParams(oauthQuery);
    changed.set('scope', 'openid profile email');
    await consent(user.cookie, { accept: true, oauth_query: changed.toString() }).expect(400, {
      error: 'invalid_signature',
    });
    const missing = await consent(user.cookie, { accept: true }).expect(400);
    expect(missing.body).toEqual({ error: 'invalid_request', error_description: 'missing oauth query' });
    await consent('', { accept: true, oauth_query: oauthQuery }).expect(401);
  });

  it('denied: access_denied to the client with state and iss, and nothing remembered', async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const { start, page } = await consentPage(config, client);
    const denied = await consent(user.cookie, { accept: false, oauth_query: oauthQueryOf(page) }).expect(200);
    expect(denied.body.redirect).toBe(true);
    const back = new URL(denied.body.url);
    expect(`${back.origin}${back.pathname}`).toBe(client.redirectUri);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'User denied access',
      state: start.state,
      iss: issuerOf(t),
    });
    const consents = await request(t.http).get(`${API}/oauth2/get-consents`).set('Cookie', user.cookie).expect(200);
    expect(consents.body.map((row: { clientId: string }) => row.clientId)).not.toContain(client.clientId);
  });

  it("lists, reads, updates and deletes the user's own consents; deleted, consent is asked again", async () => {
    const client = await createOAuthClient(t, { skipConsent: false });
    const config = await relyingParty(t, client);
    const { page } = await consentPage(config, client);
    await consent(user.cookie, { accept: true, oauth_query: oauthQueryOf(page) }).expect(200);

    const get = (path: string, query: Record<string, string> = {}, cookie = user.cookie) =>
      request(t.http).get(`${API}/oauth2/${path}`).query(query).set('Cookie', cookie);
    const post = (path: string, body: Record<string, unknown>, cookie = user.cookie) =>
      request(t.http).post(`${API}/oauth2/${path}`).set('Cookie', cookie).send(body);

    const listed = (await get('get-consents').expect(200)).body as Array<Record<string, unknown>>;
    const mine = listed.find((row) => row.clientId === client.clientId)!;
    expect(mine).toMatchObject({
      id: expect.any(String),
      clientId: client.clientId,
      userId: user.userId,
      scopes: ['openid', 'profile', 'email', 'offline_access'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = mine.id as string;
    expect((await get('get-consent', { id }).expect(200)).body).toEqual(mine);

    const other = await signUp(t.http);
    await get('get-consent', { id }, other.cookie).expect(401);
    await post('delete-consent', { id }, other.cookie).expect(401);
    const unknown = await get('get-consent', { id: 'nope' }).expect(404);
    expect(unknown.body).toEqual({ error: 'not_found', error_description: 'no consent' });

    const updated = await post('update-consent', { id, update: { scopes: ['openid'] } }).expect(200);
    expect(updated.body.scopes).toEqual(['openid']);
    const refused = await post('update-consent', { id, update: { scopes: ['openid', 'admin'] } }).expect(400);
    expect(refused.body.error).toBe('invalid_request');

    await post('delete-consent', { id }).expect(200);
    await get('get-consent', { id }).expect(404);
    await onlyEvent(t.http, admin.cookie, 'oauth-consent.revoke', client.clientId);
    const asked = new URL((await visit((await startAuthorization(config, client)).url, user.cookie)).location!);
    expect(`${asked.origin}${asked.pathname}`).toBe(`${t.baseUrl}/oauth/consent`);
  });
});

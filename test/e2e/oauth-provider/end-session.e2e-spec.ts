import { request as httpRequest } from 'node:http';
import * as oidc from 'openid-client';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { OAuthClientRepository } from '../../../src/manage/oauth-provider/storage/oauth-client.repository';
import { AppConfig } from '../../../src/platform/config/app-config';
import {
  TestOAuthClient,
  createOAuthClient,
  issuerOf,
  relyingParty,
  startAuthorization,
  visit,
} from '../../support/oauth-provider';

const POST_LOGOUT = 'https://app.example.test/signed-out';

interface Answer {
  status: number;
  location: string | null;
  setCookies: string[];
  body: string;
}

/** A browser's request, redirects not followed, with its Set-Cookie lines. */
function browse(url: string, options: { method?: string; headers?: Record<string, string>; form?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: { 'sec-fetch-mode': 'navigate', ...options.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            setCookies: res.headers['set-cookie'] ?? [],
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    if (options.form) req.end(options.form);
    else req.end();
  });
}

describe('OpenID provider: RP-initiated logout (end-session)', () => {
  let t: TestApp;
  let issuer: string;
  let admin: SignedUpUser;
  let user: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    issuer = issuerOf(t);
    admin = await createUserWithRole(t.http, 'admin');
    user = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  async function endSessionClient(enabled = true): Promise<TestOAuthClient> {
    const client = await createOAuthClient(t, { enableEndSession: enabled });
    await t.app.get(OAuthClientRepository).update(client.clientId, { postLogoutRedirectUris: [POST_LOGOUT] });
    return client;
  }

  async function signInThrough(client: TestOAuthClient, cookie: string) {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { scope: 'openid offline_access' });
    const callback = new URL((await visit(start.url, cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    return { config, tokens };
  }

  async function sessionIsLive(cookie: string): Promise<boolean> {
    const answer = await fetch(`${issuer}/get-session`, { headers: { cookie } });
    return (await answer.text()) !== 'null';
  }

  async function userInfo(accessToken: string): Promise<number> {
    return (await fetch(`${issuer}/oauth2/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  }

  it('ends the hinted session and redirects to the registered URI with state, clearing the cookie; audited', async () => {
    const client = await endSessionClient();
    const cookie = await signIn(t.http, user.email);
    const { config, tokens } = await signInThrough(client, cookie);
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT,
      state: 'bye-1',
    });

    const answer = await browse(url.href, { headers: { cookie } });

    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${POST_LOGOUT}?state=bye-1`);
    expect(answer.setCookies.join('\n')).toContain('session_token=;');
    expect(await sessionIsLive(cookie)).toBe(false);
    const events = await auditEvents(t.http, admin.cookie, { action: 'oauth2.end-session' });
    expect(events).toEqual([
      expect.objectContaining({ actorId: user.userId, targetType: 'oauth-client', targetId: client.clientId }),
    ]);
    // The access token of that session ended with it, where token rows name their session.
    if (t.app.get(AppConfig).sessionsInDatabase) expect(await userInfo(tokens.access_token)).toBe(401);
  });

  it('answers scripts with JSON, and without a cookie ends the hinted session', async () => {
    const client = await endSessionClient();
    const cookie = await signIn(t.http, user.email);
    const { config, tokens } = await signInThrough(client, cookie);
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT,
      state: 'bye-2',
    });

    const answer = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'manual' });

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ redirect: true, url: `${POST_LOGOUT}?state=bye-2` });
    expect(await sessionIsLive(cookie)).toBe(false);
  });

  it('ends the session but does not redirect to an unregistered post-logout URI', async () => {
    const client = await endSessionClient();
    const cookie = await signIn(t.http, user.email);
    const { config, tokens } = await signInThrough(client, cookie);
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'https://evil.example.test/',
    });

    const answer = await browse(url.href);

    expect(answer.status).toBe(200);
    expect(answer.location).toBeNull();
    expect(answer.body).toContain('The requested post-logout redirect was not registered.');
    expect(await sessionIsLive(cookie)).toBe(false);
  });

  it('refuses a client without enable_end_session, a forged hint, and an unknown client', async () => {
    const disabled = await endSessionClient(false);
    const cookie = await signIn(t.http, user.email);
    const { tokens } = await signInThrough(disabled, cookie);
    const endSession = (query: Record<string, string>) =>
      fetch(`${issuer}/oauth2/end-session?${new URLSearchParams(query).toString()}`, {
        headers: { accept: 'application/json' },
      });

    const notAllowed = await endSession({ id_token_hint: tokens.id_token! });
    expect(notAllowed.status).toBe(401);
    expect(await notAllowed.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The client is not allowed to initiate logout',
    });

    const client = await endSessionClient();
    const [header, payload] = tokens.id_token!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, aud: client.clientId })).toString('base64url');
    const forged = await endSession({ id_token_hint: `${header}.${forgedPayload}.${'A'.repeat(86)}` });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'invalid_token', error_description: 'The id_token_hint is invalid' });

    const unknown = await endSession({ id_token_hint: 'not-a-jwt', client_id: 'nobody' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The logout client does not exist',
    });
    expect(await sessionIsLive(cookie)).toBe(true);
  });

  it('asks the browser to confirm without a hint, and ends its session on the confirmation form', async () => {
    const cookie = await signIn(t.http, user.email);

    const page = await browse(`${issuer}/oauth2/end-session`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-oidc-logout-confirmation');
    expect(await sessionIsLive(cookie)).toBe(true);
    const confirmation = page.setCookies.find((line) => line.includes('oauth_logout_confirmation'))!.split(';')[0];

    const done = await browse(`${issuer}/oauth2/end-session/confirm`, {
      method: 'POST',
      headers: {
        cookie: `${cookie}; ${confirmation}`,
        origin: t.baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      form: 'action=confirm',
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('data-oidc-logout-state="logged-out"');
    expect(await sessionIsLive(cookie)).toBe(false);

    const stale = await fetch(`${issuer}/oauth2/end-session/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
      body: 'action=confirm',
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The logout confirmation is invalid or expired',
    });
  });

  it('refuses a cross-origin form POST with the session cookie: 403 INVALID_ORIGIN', async () => {
    const cookie = await signIn(t.http, user.email);
    const answer = await fetch(`${issuer}/oauth2/end-session`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'client_id=x',
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(await sessionIsLive(cookie)).toBe(true);
  });
});

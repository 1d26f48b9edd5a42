import * as oidc from 'openid-client';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { createOAuthClient, issuerOf, relyingParty, startAuthorization, visit } from '../../support/oauth-provider';

const INVALID_TOKEN = { error: 'invalid_token', error_description: 'Invalid access token' };

describe('OpenID provider: a banned user’s tokens stop working until the ban is lifted', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  async function signInThroughClient(cookie: string) {
    const client = await createOAuthClient(t);
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { scope: 'openid profile offline_access' });
    const callback = new URL((await visit(start.url, cookie)).location!);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
    const basic = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    return { config, tokens, basic };
  }

  async function refresh(basic: string, refreshToken: string) {
    const response = await fetch(`${issuerOf(t)}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    return { status: response.status, body: await response.json() };
  }

  async function userInfo(accessToken: string) {
    const response = await fetch(`${issuerOf(t)}/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return { status: response.status, body: await response.json() };
  }

  function ban(userId: string, route: 'ban-user' | 'unban-user' = 'ban-user') {
    return request(t.http).post(`/api/auth/admin/${route}`).set('Cookie', admin.cookie).send({ userId }).expect(200);
  }

  it('refuses the refresh grant with invalid_grant and ends the tokens at userinfo and introspection', async () => {
    const user = await signUp(t.http);
    const { config, tokens, basic } = await signInThroughClient(await signIn(t.http, user.email));

    await ban(user.userId);

    expect(await refresh(basic, tokens.refresh_token!)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'user is banned' },
    });
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(config, tokens.refresh_token!)).toEqual({ active: false });
    expect(await userInfo(tokens.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it('ends an access token refreshed after its session had ended, which no session binds', async () => {
    const user = await signUp(t.http);
    const cookie = await signIn(t.http, user.email);
    const { config, tokens, basic } = await signInThroughClient(cookie);
    await request(t.http).post('/api/auth/sign-out').set('Cookie', cookie).send({}).expect(200);
    const unbound = await refresh(basic, tokens.refresh_token!);
    expect(unbound.status).toBe(200);
    expect((await userInfo(unbound.body.access_token)).status).toBe(200);

    await ban(user.userId);

    expect(await oidc.tokenIntrospection(config, unbound.body.access_token)).toEqual({ active: false });
    expect(await userInfo(unbound.body.access_token)).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await refresh(basic, unbound.body.refresh_token)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'user is banned' },
    });
  });

  it('lets the refused refresh token work again once the user is unbanned: nothing was issued or revoked', async () => {
    const user = await signUp(t.http);
    const { config, tokens, basic } = await signInThroughClient(await signIn(t.http, user.email));
    await ban(user.userId);
    expect((await refresh(basic, tokens.refresh_token!)).status).toBe(400);

    await ban(user.userId, 'unban-user');

    const refreshed = await refresh(basic, tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(await oidc.tokenIntrospection(config, refreshed.body.access_token)).toMatchObject({
      active: true,
      sub: user.userId,
    });
    expect(await userInfo(refreshed.body.access_token)).toMatchObject({ status: 200, body: { sub: user.userId } });
  });
});

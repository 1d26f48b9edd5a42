import * as oidc from 'openid-client';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signIn, signUp } from '../../support/factories';
import { createOAuthClient, issuerOf, relyingParty, startAuthorization, visit } from '../../support/oauth-provider';

describe('OpenID provider: signing out ends the access tokens issued in the session', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    // Sessions in the database on SQLite (token rows name them) and in Redis alone on the PostgreSQL run (the
    // session token index in Redis names their tokens).
    t = await createTestApp({ listen: true });
    user = await signUp(t.http);
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
    return { config, tokens };
  }

  async function userInfo(accessToken: string): Promise<number> {
    const answer = await fetch(`${issuerOf(t)}/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return answer.status;
  }

  it('ends the access tokens of the session signed out of; its refresh token survives', async () => {
    const cookie = await signIn(t.http, user.email);
    const other = await signIn(t.http, user.email);
    const { config, tokens } = await signInThroughClient(cookie);
    const elsewhere = await signInThroughClient(other);
    expect(await userInfo(tokens.access_token)).toBe(200);

    await request(t.http).post('/api/auth/sign-out').set('Cookie', cookie).send({}).expect(200);

    expect(await userInfo(tokens.access_token)).toBe(401);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    expect(await userInfo(elsewhere.tokens.access_token)).toBe(200);
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(await userInfo(refreshed.access_token)).toBe(200);
  });

  it("revoking all of a user's sessions ends their access tokens too", async () => {
    const cookie = await signIn(t.http, user.email);
    const { tokens } = await signInThroughClient(cookie);

    await request(t.http).post('/api/auth/revoke-sessions').set('Cookie', cookie).send({}).expect(200);

    expect(await userInfo(tokens.access_token)).toBe(401);
  });
});

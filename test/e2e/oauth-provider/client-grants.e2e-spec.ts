import * as oidc from 'openid-client';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { TestOAuthClient, oauthQueryOf, relyingParty, startAuthorization, visit } from '../../support/oauth-provider';

const API = '/api/auth';
const REDIRECT_URI = 'https://app.example.test/callback';
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };

describe('OpenID provider: who consented to a client and its tokens (client-grants)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true, config: ADMIN_TEST_CONFIG });
    admin = await createUserWithRole(t.http, 'admin');
    member = await signUp(t.http, { name: 'Ada Lovelace' });
  });

  afterAll(async () => {
    await t.close();
  });

  const grantsOf = (clientId: string, cookie = admin.cookie) =>
    request(t.http).get(`${API}/oauth2/client-grants`).query({ client_id: clientId }).set('Cookie', cookie);
  const getClient = (clientId: string, cookie = admin.cookie) =>
    request(t.http).get(`${API}/oauth2/get-client`).query({ client_id: clientId }).set('Cookie', cookie);

  async function registerThroughSession(): Promise<TestOAuthClient> {
    const { body } = await request(t.http)
      .post(`${API}/oauth2/create-client`)
      .set('Cookie', admin.cookie)
      .send({
        client_name: 'Wiki',
        redirect_uris: [REDIRECT_URI],
        grant_types: ['authorization_code', 'refresh_token'],
        scope: 'openid profile email offline_access',
      })
      .expect(201);
    return { clientId: body.client_id, clientSecret: body.client_secret, redirectUri: REDIRECT_URI };
  }

  /** The member signs in through the client, consenting on the way; tokens come from openid-client. */
  async function signInThrough(client: TestOAuthClient, scope: string) {
    const config = await relyingParty(t, client);
    const start = await startAuthorization(config, client, { scope });
    const page = new URL((await visit(start.url, member.cookie)).location!);
    const accepted = await request(t.http)
      .post(`${API}/oauth2/consent`)
      .set('Cookie', member.cookie)
      .send({ accept: true, oauth_query: oauthQueryOf(page) })
      .expect(200);
    return oidc.authorizationCodeGrant(config, new URL(accepted.body.url), {
      pkceCodeVerifier: start.verifier,
      expectedState: start.state,
      expectedNonce: start.nonce,
    });
  }

  it('shows the administrator who consented, with which scopes, and the live tokens', async () => {
    const client = await registerThroughSession();
    const before = await grantsOf(client.clientId).expect(200);
    expect(before.body).toEqual({
      consents: [],
      tokens: { activeAccessTokens: 0, activeRefreshTokens: 0, lastIssuedAt: null },
    });

    await signInThrough(client, 'openid email offline_access');
    const { body } = await grantsOf(client.clientId).expect(200);
    expect(body.consents).toEqual([
      {
        id: expect.any(String),
        userId: member.userId,
        name: 'Ada Lovelace',
        email: member.email,
        scopes: ['openid', 'email', 'offline_access'],
        createdAt: expect.any(String),
      },
    ]);
    expect(body.tokens).toEqual({ activeAccessTokens: 1, activeRefreshTokens: 1, lastIssuedAt: expect.any(String) });
    expect(Date.parse(body.tokens.lastIssuedAt)).toBeGreaterThanOrEqual(Date.parse(body.consents[0].createdAt) - 1000);
  });

  it('refuses a plain user exactly as get-client does', async () => {
    const client = await registerThroughSession();
    const refusal = await getClient(client.clientId, member.cookie).expect(401);
    expect(refusal.body).toEqual(UNAUTHORIZED);
    expect((await grantsOf(client.clientId, member.cookie).expect(401)).body).toEqual(refusal.body);
    await request(t.http).get(`${API}/oauth2/client-grants`).query({ client_id: client.clientId }).expect(401);
  });

  it('answers an unknown client id as get-client does', async () => {
    const missing = await getClient('no-such-client').expect(404);
    expect(missing.body).toEqual({ error_description: 'client not found', error: 'not_found' });
    expect((await grantsOf('no-such-client').expect(404)).body).toEqual(missing.body);
  });
});

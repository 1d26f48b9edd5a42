import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { matchesStoredSecret, storedSecretOf } from '../../../src/manage/oauth-provider/storage/stored-secrets';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

const API = '/api/auth';
const WEB_CLIENT = { redirect_uris: ['https://app.example.com/callback'], client_name: 'Wiki' };
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };
const NOT_FOUND = { error_description: 'client not found', error: 'not_found' };

describe('OAuth clients', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let member: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: { ...ADMIN_TEST_CONFIG, oauthProvider: { scopes: ['api:read', 'api:write'] } } });
    admin = await createUserWithRole(t.http, 'admin');
    member = await signUp(t.http);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, cookie = admin.cookie) =>
    request(t.http)
      .post(`${API}/${path}`)
      .set('Cookie', cookie)
      .send(body as object);
  const get = (path: string, query: Record<string, string>, cookie = admin.cookie) =>
    request(t.http).get(`${API}/${path}`).query(query).set('Cookie', cookie);

  async function storedRow(clientId: string): Promise<Record<string, unknown>> {
    const sequelize = t.app.get(Sequelize);
    const rows = await sequelize.query<Record<string, unknown>>(
      'SELECT * FROM "oauthClient" WHERE "clientId" = :clientId',
      {
        replacements: { clientId },
        type: QueryTypes.SELECT,
      },
    );
    return rows[0];
  }

  it('registers a client with 201, the RFC 7591 answer and its secret once, stored hashed', async () => {
    const created = await post('oauth2/create-client', { ...WEB_CLIENT, scope: 'openid profile api:read' }).expect(201);
    expect(created.body).toEqual({
      client_id: expect.stringMatching(/^[a-zA-Z]{32}$/),
      client_secret: expect.stringMatching(/^[a-zA-Z]{32}$/),
      client_secret_expires_at: 0,
      scope: 'openid profile api:read',
      user_id: admin.userId,
      client_id_issued_at: expect.any(Number),
      client_name: 'Wiki',
      redirect_uris: WEB_CLIENT.redirect_uris,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      application_type: 'web',
      disabled: false,
    });
    const row = await storedRow(created.body.client_id);
    expect(row.clientSecret).toBe(storedSecretOf(created.body.client_secret));
    expect(row.clientSecret).not.toContain(created.body.client_secret);
    await onlyEvent(t.http, admin.cookie, 'oauth-client.create', created.body.client_id);
  });

  it('reads a client back without its secret, lists it, and shows its public face to any user', async () => {
    const { body: client } = await post('oauth2/create-client', WEB_CLIENT).expect(201);
    const { body: read } = await get('oauth2/get-client', { client_id: client.client_id }).expect(200);
    const { client_secret: _secret, ...withoutSecret } = client;
    expect(read).toEqual(withoutSecret);
    const { body: list } = await get('oauth2/get-clients', {}).expect(200);
    expect(list).toContainEqual(withoutSecret);
    const { body: face } = await get('oauth2/public-client', { client_id: client.client_id }, member.cookie).expect(
      200,
    );
    expect(face).toEqual({ client_id: client.client_id, client_name: 'Wiki', redirect_uris: [] });
  });

  it('registers a public client (none) without a secret, and refuses to rotate one', async () => {
    const { body } = await post('oauth2/create-client', {
      redirect_uris: ['http://127.0.0.1/callback'],
      application_type: 'native',
      token_endpoint_auth_method: 'none',
    }).expect(201);
    expect(body.client_secret).toBeUndefined();
    expect(body.client_secret_expires_at).toBeUndefined();
    expect((await storedRow(body.client_id)).clientSecret).toBeNull();
    const refused = await post('oauth2/client/rotate-secret', { client_id: body.client_id }).expect(400);
    expect(refused.body).toEqual({
      error_description: 'secret rotation is only available for clients using client_secret authentication',
      error: 'invalid_client',
    });
  });

  it('rotates a secret: the new one is shown once and verifies, the old one no longer does', async () => {
    const { body: client } = await post('oauth2/create-client', WEB_CLIENT).expect(201);
    const { body: rotated } = await post('oauth2/client/rotate-secret', { client_id: client.client_id }).expect(200);
    expect(rotated.client_secret).toMatch(/^[a-zA-Z]{32}$/);
    expect(rotated.client_secret).not.toBe(client.client_secret);
    const { clientSecret } = await storedRow(client.client_id);
    expect(matchesStoredSecret(rotated.client_secret, clientSecret as string)).toBe(true);
    expect(matchesStoredSecret(client.client_secret, clientSecret as string)).toBe(false);
    await onlyEvent(t.http, admin.cookie, 'oauth-client.rotate-secret', client.client_id);
  });

  it('updates a client with consent and `disabled`, and ignores the service-key-only fields', async () => {
    const { body: client } = await post('oauth2/create-client', WEB_CLIENT).expect(201);
    const { body } = await post('oauth2/update-client', {
      client_id: client.client_id,
      update: {
        client_name: 'Renamed',
        post_logout_redirect_uris: ['https://app.example.com/'],
        skip_consent: true,
        disabled: true,
        metadata: { team: 'wiki' },
      },
    }).expect(200);
    expect(body).toMatchObject({
      client_name: 'Renamed',
      post_logout_redirect_uris: ['https://app.example.com/'],
      skip_consent: true,
      disabled: true,
    });
    expect(body.team).toBeUndefined();
    expect(body.client_secret).toBeUndefined();
    await onlyEvent(t.http, admin.cookie, 'oauth-client.update', client.client_id);
  });

  it('deletes a client with its tokens and consents: it then reads as missing', async () => {
    const { body: client } = await post('oauth2/create-client', WEB_CLIENT).expect(201);
    const now = t.clock.now();
    const grant = { clientId: client.client_id, userId: admin.userId, scopes: ['openid'], createdAt: now };
    const sequelize = t.app.get(Sequelize);
    await sequelize.query(
      `INSERT INTO "oauthAccessToken" ("id", "token", "clientId", "userId", "scopes", "createdAt", "expiresAt")
       VALUES ('at-of-deleted', 'hash-of-deleted', :clientId, :userId, '["openid"]', :createdAt, :createdAt)`,
      { replacements: grant },
    );
    await sequelize.query(
      `INSERT INTO "oauthConsent" ("id", "clientId", "userId", "scopes", "createdAt", "updatedAt")
       VALUES ('consent-of-deleted', :clientId, :userId, '["openid"]', :createdAt, :createdAt)`,
      { replacements: grant },
    );
    await post('oauth2/delete-client', { client_id: client.client_id }).expect(200);
    const [left] = await sequelize.query<{ count: number | string }>(
      `SELECT (SELECT COUNT(*) FROM "oauthAccessToken" WHERE "clientId" = :clientId)
            + (SELECT COUNT(*) FROM "oauthConsent" WHERE "clientId" = :clientId) AS "count"`,
      { replacements: grant, type: QueryTypes.SELECT },
    );
    expect(Number(left.count)).toBe(0);
    expect((await get('oauth2/get-client', { client_id: client.client_id }).expect(404)).body).toEqual(NOT_FOUND);
    await onlyEvent(t.http, admin.cookie, 'oauth-client.delete', client.client_id);
  });

  it('refuses a user whose role does not grant oauthClient with 401, on every endpoint', async () => {
    const { body: client } = await post('oauth2/create-client', WEB_CLIENT).expect(201);
    const asMember = [
      post('oauth2/create-client', WEB_CLIENT, member.cookie),
      get('oauth2/get-client', { client_id: client.client_id }, member.cookie),
      get('oauth2/get-clients', {}, member.cookie),
      post('oauth2/update-client', { client_id: client.client_id, update: { client_name: 'x' } }, member.cookie),
      post('oauth2/client/rotate-secret', { client_id: client.client_id }, member.cookie),
      post('oauth2/delete-client', { client_id: client.client_id }, member.cookie),
    ];
    for (const response of await Promise.all(asMember)) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  });

  it("refuses another administrator's client with 401, and an unknown one with 404 not_found", async () => {
    const { body: client } = await post('oauth2/create-client', WEB_CLIENT).expect(201);
    const other = await createUserWithRole(t.http, 'admin');
    const refused = await get('oauth2/get-client', { client_id: client.client_id }, other.cookie).expect(401);
    expect(refused.body).toEqual(UNAUTHORIZED);
    await post('oauth2/delete-client', { client_id: client.client_id }, other.cookie).expect(401);
    expect((await post('oauth2/client/rotate-secret', { client_id: 'nope' }).expect(404)).body).toEqual(NOT_FOUND);
    expect((await get('oauth2/public-client', { client_id: 'nope' }, member.cookie).expect(404)).body).toEqual(
      NOT_FOUND,
    );
  });

  it('refuses every endpoint without a session with 401', async () => {
    await request(t.http).get(`${API}/oauth2/get-clients`).expect(401);
    await request(t.http).post(`${API}/oauth2/create-client`).send(WEB_CLIENT).expect(401);
    await request(t.http).get(`${API}/oauth2/public-client`).query({ client_id: 'x' }).expect(401);
  });
});

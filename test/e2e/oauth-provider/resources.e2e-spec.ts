import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { TestOAuthClient, createOAuthClient, issuerOf } from '../../support/oauth-provider';

const RESOURCES = '/api/auth/admin/oauth2/resources';
const REPORTS = 'https://reports.intranet.example/';
const BILLING = 'https://billing.intranet.example/';
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: 'Unauthorized' };

describe('OpenID provider: resources (RFC 8707)', () => {
  let t: TestApp;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({
      listen: true,
      config: { ...ADMIN_TEST_CONFIG, oauthProvider: { scopes: ['api:read', 'api:write'] } },
    });
    admin = await createUserWithRole(t.http, 'admin');
  });
  afterAll(() => t.close());

  const at = (identifier: string, rest = '') => `${RESOURCES}/${encodeURIComponent(identifier)}${rest}`;
  const asAdmin = (call: request.Test, cookie: string | null = admin.cookie) => {
    const keyed = call.set('x-service-key', TEST_SERVICE_KEY);
    return cookie ? keyed.set('Cookie', cookie) : keyed;
  };
  const createResource = (body: object) => asAdmin(request(t.http).post(RESOURCES)).send(body);
  const link = (identifier: string, clientId: string) =>
    asAdmin(request(t.http).post(at(identifier, `/clients/${clientId}`))).expect(200);
  const unique = (base: string) => `${base}${Math.random().toString(36).slice(2)}/`;

  const machine = () =>
    createOAuthClient(t, {
      grantTypes: ['client_credentials'],
      clientCredentialsScopes: ['api:read', 'api:write'],
      tokenEndpointAuthMethod: 'client_secret_post',
    });

  async function post(path: string, client: TestOAuthClient, form: [string, string][]) {
    const body = new URLSearchParams([
      ['client_id', client.clientId],
      ['client_secret', client.clientSecret!],
      ...form,
    ]);
    const response = await fetch(`${issuerOf(t)}/oauth2/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }
  const token = (client: TestOAuthClient, ...resources: string[]) =>
    post('token', client, [
      ['grant_type', 'client_credentials'],
      ...resources.map((r): [string, string] => ['resource', r]),
    ]);
  const introspect = async (client: TestOAuthClient, accessToken: string) =>
    (await post('introspect', client, [['token', accessToken]])).body;

  describe('the administrators’ endpoints', () => {
    it('creates, reads, lists, updates and deletes a resource, each change audited', async () => {
      const identifier = unique(REPORTS);
      const created = await createResource({ identifier, allowedScopes: ['api:read'] }).expect(201);
      expect(created.body).toMatchObject({
        id: expect.any(String),
        identifier,
        name: identifier,
        accessTokenTtl: null,
        allowedScopes: ['api:read'],
        customClaims: null,
        disabled: false,
        dpopBoundAccessTokensRequired: false,
        policyVersion: 1,
        metadata: null,
      });
      await onlyEvent(t.http, admin.cookie, 'oauth-resource.create', identifier);

      expect((await asAdmin(request(t.http).get(at(identifier))).expect(200)).body).toEqual(created.body);
      const listed = await asAdmin(request(t.http).get(RESOURCES)).expect(200);
      expect(listed.body.map((row: { identifier: string }) => row.identifier)).toContain(identifier);

      const updated = await asAdmin(request(t.http).patch(at(identifier)))
        .send({ name: 'Reports API', allowedScopes: null, accessTokenTtl: 600 })
        .expect(200);
      expect(updated.body).toMatchObject({ identifier, name: 'Reports API', allowedScopes: null, accessTokenTtl: 600 });
      await onlyEvent(t.http, admin.cookie, 'oauth-resource.update', identifier);

      expect((await asAdmin(request(t.http).delete(at(identifier))).expect(200)).body).toEqual({ deleted: true });
      await onlyEvent(t.http, admin.cookie, 'oauth-resource.delete', identifier);
      expect((await asAdmin(request(t.http).get(at(identifier))).expect(404)).body).toEqual({
        error: 'not_found',
        error_description: `resource ${identifier} not found`,
      });
    });

    it('refuses a lifetime larger than its column holds, rather than failing on it', async () => {
      for (const field of ['accessTokenTtl', 'refreshTokenTtl']) {
        const refused = await createResource({ identifier: unique(REPORTS), [field]: 1e308 }).expect(400);
        expect(refused.body.errors).toEqual([{ field, message: `${field} must not be greater than 2147483647` }]);
      }
    });

    it('refuses an identifier that is not an absolute URI, one with a fragment, and a duplicate', async () => {
      expect((await createResource({ identifier: 'reports' }).expect(400)).body).toEqual({
        error: 'invalid_target',
        error_description: 'resource identifier reports must be an absolute URI (RFC 8707 §2)',
      });
      expect((await createResource({ identifier: 'https://a.example/#x' }).expect(400)).body).toEqual({
        error: 'invalid_target',
        error_description: 'resource identifier https://a.example/#x must not contain a URI fragment (RFC 8707 §2)',
      });
      const identifier = unique(REPORTS);
      await createResource({ identifier }).expect(201);
      expect((await createResource({ identifier }).expect(400)).body).toEqual({
        error: 'invalid_request',
        error_description: `resource ${identifier} already exists`,
      });
    });

    it('links and unlinks a client, and says so when the resource or client is unknown', async () => {
      const identifier = unique(REPORTS);
      await createResource({ identifier }).expect(201);
      const client = await machine();
      expect((await link(identifier, client.clientId)).body).toEqual({ linked: true });
      expect((await link(identifier, client.clientId)).body).toEqual({ linked: true, alreadyLinked: true });
      const linkEvents = await request(t.http)
        .get('/api/auth/admin/audit-events')
        .query({ action: 'oauth-resource.link-client', targetId: identifier })
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(linkEvents.body.events[0].metadata).toEqual({ clientId: client.clientId });

      const unknownClient = await asAdmin(request(t.http).post(at(identifier, '/clients/nobody'))).expect(404);
      expect(unknownClient.body).toEqual({ error: 'not_found', error_description: 'client nobody not found' });
      const unknownResource = await asAdmin(
        request(t.http).post(at('https://none.example/', `/clients/${client.clientId}`)),
      ).expect(404);
      expect(unknownResource.body.error_description).toBe('resource https://none.example/ not found');

      const unlinked = await asAdmin(request(t.http).delete(at(identifier, `/clients/${client.clientId}`))).expect(200);
      expect(unlinked.body).toEqual({ unlinked: true });
      await onlyEvent(t.http, admin.cookie, 'oauth-resource.unlink-client', identifier);
    });

    it("removes a deleted client's links", async () => {
      const identifier = unique(REPORTS);
      await createResource({ identifier }).expect(201);
      // Made by the administrator, who may then delete it; the link goes with it (the foreign key's cascade).
      const made = await request(t.http)
        .post('/api/auth/oauth2/create-client')
        .set('Cookie', admin.cookie)
        .send({ redirect_uris: ['https://reports.example.test/callback'] })
        .expect(201);
      const client = { clientId: made.body.client_id as string };
      await link(identifier, client.clientId);
      const linksOf = async () =>
        (
          await t.app.get(Sequelize).query('SELECT "resourceId" FROM "oauthClientResource" WHERE "clientId" = ?', {
            replacements: [client.clientId],
            type: QueryTypes.SELECT,
          })
        ).length;
      expect(await linksOf()).toBe(1);

      await request(t.http)
        .post('/api/auth/oauth2/delete-client')
        .set('Cookie', admin.cookie)
        .send({ client_id: client.clientId })
        .expect(200);

      expect(await linksOf()).toBe(0);
    });

    it('answers 404 without the service key and 401 without an administrator’s session', async () => {
      await request(t.http).get(RESOURCES).set('Cookie', admin.cookie).expect(404);
      expect((await asAdmin(request(t.http).get(RESOURCES), null).expect(401)).body).toMatchObject(UNAUTHORIZED);
      const user = await signUp(t.http);
      const refused = await asAdmin(request(t.http).post(RESOURCES), user.cookie).send({ identifier: REPORTS });
      expect(refused.status).toBe(401);
    });
  });

  describe('tokens for a resource', () => {
    it('puts the resource in the audience and lets a client linked to it introspect the token', async () => {
      const identifier = unique(REPORTS);
      await createResource({ identifier }).expect(201);
      const [caller, api, stranger] = [await machine(), await machine(), await machine()];
      await link(identifier, caller.clientId);
      await link(identifier, api.clientId);

      const issued = await token(caller, identifier);
      expect(issued.status).toBe(200);
      const seen = await introspect(api, issued.body.access_token);
      expect(seen).toMatchObject({
        active: true,
        aud: identifier,
        client_id: caller.clientId,
        scope: 'api:read api:write',
      });
      expect(seen.sub).toBeUndefined();
      expect(await introspect(caller, issued.body.access_token)).toMatchObject({ active: true, aud: identifier });
      expect(await introspect(stranger, issued.body.access_token)).toEqual({ active: false });
    });

    it('keeps a token without a resource for its own client only', async () => {
      const identifier = unique(REPORTS);
      await createResource({ identifier }).expect(201);
      const [caller, api] = [await machine(), await machine()];
      await link(identifier, caller.clientId);
      await link(identifier, api.clientId);
      const issued = await token(caller);
      expect(await introspect(api, issued.body.access_token)).toEqual({ active: false });
      const own = await introspect(caller, issued.body.access_token);
      expect(own.active).toBe(true);
      expect(own.aud).toBeUndefined();
    });

    it('takes a repeated resource, and an API linked to one of them may introspect', async () => {
      const [reports, billing] = [unique(REPORTS), unique(BILLING)];
      await createResource({ identifier: reports, accessTokenTtl: 900 }).expect(201);
      await createResource({ identifier: billing, accessTokenTtl: 1200 }).expect(201);
      const [caller, billingApi] = [await machine(), await machine()];
      await link(reports, caller.clientId);
      await link(billing, caller.clientId);
      await link(billing, billingApi.clientId);
      const issued = await token(caller, reports, billing);
      expect(issued.body.expires_in).toBe(900);
      expect(await introspect(billingApi, issued.body.access_token)).toMatchObject({
        active: true,
        aud: [reports, billing],
      });
    });

    it('narrows the scopes to those the resource allows', async () => {
      const identifier = unique(REPORTS);
      await createResource({ identifier, allowedScopes: ['api:read'] }).expect(201);
      const caller = await machine();
      await link(identifier, caller.clientId);
      expect((await token(caller, identifier)).body.scope).toBe('api:read');
    });

    it('refuses an unknown, disabled, unlinked or malformed resource with invalid_target', async () => {
      const caller = await machine();
      const unknown = 'https://unknown.intranet.example/';
      expect(await token(caller, unknown)).toEqual({
        status: 400,
        body: { error: 'invalid_target', error_description: `requested resource ${unknown} is not configured` },
      });
      const unlinked = unique(REPORTS);
      await createResource({ identifier: unlinked }).expect(201);
      expect((await token(caller, unlinked)).body).toEqual({
        error: 'invalid_target',
        error_description: `client ${caller.clientId} is not linked to resource(s) ${unlinked}`,
      });
      const disabled = unique(REPORTS);
      await createResource({ identifier: disabled, disabled: true }).expect(201);
      await link(disabled, caller.clientId);
      expect((await token(caller, disabled)).body).toEqual({
        error: 'invalid_target',
        error_description: `requested resource ${disabled} is disabled`,
      });
      expect(await token(caller, 'not a uri')).toEqual({
        status: 400,
        body: { error: 'invalid_target', error_description: 'Invalid resource indicator' },
      });
    });

    it('ends the tokens of a deleted resource, while an unlinked API no longer sees them', async () => {
      const identifier = unique(REPORTS);
      await createResource({ identifier }).expect(201);
      const [caller, api] = [await machine(), await machine()];
      await link(identifier, caller.clientId);
      await link(identifier, api.clientId);
      const first = (await token(caller, identifier)).body.access_token;
      await asAdmin(request(t.http).delete(at(identifier, `/clients/${api.clientId}`))).expect(200);
      expect(await introspect(api, first)).toEqual({ active: false });
      expect((await introspect(caller, first)).active).toBe(true);
      await asAdmin(request(t.http).delete(at(identifier))).expect(200);
      expect(await introspect(caller, first)).toEqual({ active: false });
    });
  });
});

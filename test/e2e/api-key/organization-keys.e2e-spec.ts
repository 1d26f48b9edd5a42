import request from 'supertest';
import { ADMIN_TEST_CONFIG, TEST_SERVICE_KEY, createUserWithRole } from '../../support/admin';
import { createKey } from '../../support/api-keys';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { createOrganization, newMember } from '../../support/organizations';

const API_KEY = '/api/auth/api-key';
const ORG_CONFIG = 'organization';

const NOT_MEMBER = {
  code: 'USER_NOT_MEMBER_OF_ORGANIZATION',
  message: 'You are not a member of the organization that owns this API key.',
};
const NOT_PERMITTED = {
  code: 'INSUFFICIENT_API_KEY_PERMISSIONS',
  message: 'You do not have permission to perform this action on organization API keys.',
};
const KEY_NOT_FOUND = { code: 'KEY_NOT_FOUND', message: 'API Key not found' };

describe('organization-owned API keys: create, get, update, delete and list', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let outsider: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        apiKey: { configurations: { organization: { references: 'organization', defaultPrefix: 'org_' } } },
      },
    });
    owner = await signUp(t.http);
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
    admin = await newMember(t.http, organizationId, 'admin');
    member = await newMember(t.http, organizationId, 'member');
    outsider = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const createOrgKey = (cookie: string, body: Record<string, unknown> = {}) =>
    request(t.http)
      .post(`${API_KEY}/create`)
      .set('Cookie', cookie)
      .send({ configId: ORG_CONFIG, organizationId, ...body });

  const newOrgKey = async (name = 'service') => (await createOrgKey(owner.cookie, { name }).expect(200)).body;

  describe('create', () => {
    it('makes a key owned by the organization under its configuration, with that configuration prefix', async () => {
      const created = (await createOrgKey(owner.cookie, { name: 'billing' }).expect(200)).body;

      expect(created).toMatchObject({
        name: 'billing',
        referenceId: organizationId,
        configId: ORG_CONFIG,
        prefix: 'org_',
        enabled: true,
      });
      expect(created.key).toMatch(/^org_[A-Za-z]{64}$/);
      expect(created).not.toHaveProperty('userId');
    });

    it('refuses a key of the organization configuration without organizationId with 400 ORGANIZATION_ID_REQUIRED', async () => {
      const response = await request(t.http)
        .post(`${API_KEY}/create`)
        .set('Cookie', owner.cookie)
        .send({ configId: ORG_CONFIG })
        .expect(400);

      expect(response.body).toEqual({
        code: 'ORGANIZATION_ID_REQUIRED',
        message: 'Organization ID is required for organization-owned API keys.',
      });
    });

    it('refuses someone outside the organization with 403 USER_NOT_MEMBER_OF_ORGANIZATION', async () => {
      expect((await createOrgKey(outsider.cookie).expect(403)).body).toEqual(NOT_MEMBER);
    });

    it.each(['admin', 'member'])('refuses an %s, whose role has no apiKey create, with 403', async (role) => {
      const caller = role === 'admin' ? admin : member;
      expect((await createOrgKey(caller.cookie).expect(403)).body).toEqual(NOT_PERMITTED);
    });

    it('refuses a call without a session with 401 UNAUTHORIZED_SESSION', async () => {
      const response = await request(t.http)
        .post(`${API_KEY}/create`)
        .send({ configId: ORG_CONFIG, organizationId })
        .expect(401);

      expect(response.body).toEqual({ code: 'UNAUTHORIZED_SESSION', message: 'Unauthorized or invalid session' });
    });

    it('lets a trusted backend create one for a member named by userId, whose role must allow it', async () => {
      const server = (body: Record<string, unknown>) =>
        request(t.http)
          .post(`${API_KEY}/create`)
          .set('x-service-key', TEST_SERVICE_KEY)
          .send({ configId: ORG_CONFIG, organizationId, ...body });

      const created = (await server({ userId: owner.userId, remaining: 5 }).expect(200)).body;

      expect(created).toMatchObject({ referenceId: organizationId, configId: ORG_CONFIG, remaining: 5 });
      expect((await server({ userId: member.userId }).expect(403)).body).toEqual(NOT_PERMITTED);
    });

    it('makes a key of the caller without the organization configuration, organizationId or not, as 1.7 does', async () => {
      const created = await createKey(t.http, owner.cookie, { organizationId });

      expect(created).toMatchObject({ referenceId: owner.userId, configId: 'default', prefix: null });
    });
  });

  describe('get', () => {
    const get = (cookie: string, query: Record<string, string>) =>
      request(t.http).get(`${API_KEY}/get`).set('Cookie', cookie).query(query);

    it('answers the key to a member allowed to read it, named by its configuration', async () => {
      const created = await newOrgKey();

      const response = await get(owner.cookie, { id: created.id, configId: ORG_CONFIG }).expect(200);

      expect(response.body).toMatchObject({ id: created.id, referenceId: organizationId, configId: ORG_CONFIG });
      expect(response.body).not.toHaveProperty('key');
    });

    it('answers 404 KEY_NOT_FOUND when the configuration is not named', async () => {
      const created = await newOrgKey();
      expect((await get(owner.cookie, { id: created.id }).expect(404)).body).toEqual(KEY_NOT_FOUND);
    });

    it('refuses outsiders and roles without apiKey read with 403', async () => {
      const created = await newOrgKey();
      const query = { id: created.id, configId: ORG_CONFIG };

      expect((await get(outsider.cookie, query).expect(403)).body).toEqual(NOT_MEMBER);
      expect((await get(member.cookie, query).expect(403)).body).toEqual(NOT_PERMITTED);
      expect((await get(admin.cookie, query).expect(403)).body).toEqual(NOT_PERMITTED);
    });

    it("keeps a member's own keys out of reach through the organization configuration", async () => {
      const personal = await createKey(t.http, owner.cookie);
      expect((await get(owner.cookie, { id: personal.id, configId: ORG_CONFIG }).expect(404)).body).toEqual(
        KEY_NOT_FOUND,
      );
    });
  });

  describe('update', () => {
    const update = (cookie: string, body: Record<string, unknown>) =>
      request(t.http).post(`${API_KEY}/update`).set('Cookie', cookie).send(body);

    it('renames and disables the key for a member allowed to update it', async () => {
      const created = await newOrgKey();

      const response = await update(owner.cookie, {
        keyId: created.id,
        configId: ORG_CONFIG,
        name: 'renamed',
        enabled: false,
      }).expect(200);

      expect(response.body).toMatchObject({ name: 'renamed', enabled: false, referenceId: organizationId });
    });

    it('refuses outsiders and roles without apiKey update with 403, and 404 without the configuration', async () => {
      const created = await newOrgKey();
      const body = { keyId: created.id, configId: ORG_CONFIG, name: 'taken' };

      expect((await update(outsider.cookie, body).expect(403)).body).toEqual(NOT_MEMBER);
      expect((await update(admin.cookie, body).expect(403)).body).toEqual(NOT_PERMITTED);
      expect((await update(owner.cookie, { keyId: created.id, name: 'taken' }).expect(404)).body).toEqual(
        KEY_NOT_FOUND,
      );
    });

    it('refuses server-only properties from a client with 400 SERVER_ONLY_PROPERTY', async () => {
      const created = await newOrgKey();
      const response = await update(owner.cookie, { keyId: created.id, configId: ORG_CONFIG, remaining: 9 });

      expect(response.status).toBe(400);
      expect(response.body.code).toBe('SERVER_ONLY_PROPERTY');
    });
  });

  describe('delete', () => {
    const remove = (cookie: string, keyId: string) =>
      request(t.http).post(`${API_KEY}/delete`).set('Cookie', cookie).send({ keyId, configId: ORG_CONFIG });

    it('refuses roles without apiKey delete, then deletes the key for the owner', async () => {
      const created = await newOrgKey();

      expect((await remove(member.cookie, created.id).expect(403)).body).toEqual(NOT_PERMITTED);
      expect((await remove(outsider.cookie, created.id).expect(403)).body).toEqual(NOT_MEMBER);
      expect((await remove(owner.cookie, created.id).expect(200)).body).toEqual({ success: true });
      await request(t.http)
        .get(`${API_KEY}/get`)
        .set('Cookie', owner.cookie)
        .query({ id: created.id, configId: ORG_CONFIG })
        .expect(404);
    });
  });

  describe('list', () => {
    const list = (cookie: string, query: Record<string, unknown>) =>
      request(t.http).get(`${API_KEY}/list`).set('Cookie', cookie).query(query);

    it("answers the organization's keys only, and keeps them out of the members' own lists", async () => {
      const other = await createOrganization(t.http, owner.cookie);
      const ownKey = await createKey(t.http, owner.cookie, { name: 'own' });
      const keys = [];
      for (const name of ['alpha', 'bravo']) {
        keys.push((await createOrgKey(owner.cookie, { name, organizationId: other.id }).expect(200)).body);
      }

      const page = (await list(owner.cookie, { organizationId: other.id }).expect(200)).body;
      const scoped = (
        await list(owner.cookie, { organizationId: other.id, configId: ORG_CONFIG, limit: 1 }).expect(200)
      ).body;
      const own = (await list(owner.cookie, {}).expect(200)).body;

      expect(page.total).toBe(2);
      expect(page.apiKeys.map((key: { id: string }) => key.id)).toEqual(keys.map((key) => key.id));
      expect(scoped).toMatchObject({ total: 2, limit: 1 });
      expect(scoped.apiKeys).toEqual([expect.objectContaining({ id: keys[0].id, referenceId: other.id })]);
      expect(own.apiKeys.map((key: { id: string }) => key.id)).toContain(ownKey.id);
      expect(own.apiKeys.every((key: { referenceId: string }) => key.referenceId === owner.userId)).toBe(true);
    });

    it('refuses outsiders and roles without apiKey read with 403', async () => {
      expect((await list(outsider.cookie, { organizationId }).expect(403)).body).toEqual(NOT_MEMBER);
      expect((await list(member.cookie, { organizationId }).expect(403)).body).toEqual(NOT_PERMITTED);
    });
  });

  describe('audit', () => {
    it('records each change with the organization and the member who acted', async () => {
      const auditor = await createUserWithRole(t.http);
      const created = await newOrgKey('audited');
      await request(t.http)
        .post(`${API_KEY}/update`)
        .set('Cookie', owner.cookie)
        .send({ keyId: created.id, configId: ORG_CONFIG, enabled: false })
        .expect(200);
      await request(t.http)
        .post(`${API_KEY}/delete`)
        .set('Cookie', admin.cookie)
        .send({ keyId: created.id, configId: ORG_CONFIG })
        .expect(403);
      await request(t.http)
        .post(`${API_KEY}/delete`)
        .set('Cookie', owner.cookie)
        .send({ keyId: created.id, configId: ORG_CONFIG })
        .expect(200);

      const named = { organizationId, userId: owner.userId, configId: ORG_CONFIG };
      expect(await onlyEvent(t.http, auditor.cookie, 'api-key.create', created.id)).toMatchObject({
        actorId: owner.userId,
        result: 'success',
        metadata: { ...named, name: 'audited' },
      });
      expect(await onlyEvent(t.http, auditor.cookie, 'api-key.update', created.id)).toMatchObject({
        result: 'success',
        metadata: named,
      });
      const deletions = await request(t.http)
        .get('/api/auth/admin/audit-events')
        .query({ action: 'api-key.delete', targetId: created.id })
        .set('Cookie', auditor.cookie)
        .expect(200);
      expect(deletions.body.events.map((event: Record<string, unknown>) => [event.actorId, event.result])).toEqual([
        [owner.userId, 'success'],
        [admin.userId, 'INSUFFICIENT_API_KEY_PERMISSIONS'],
      ]);
    });
  });
});

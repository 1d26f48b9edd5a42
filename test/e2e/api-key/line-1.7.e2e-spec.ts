import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG } from '../../support/admin';
import { createKey, createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { createOrganization } from '../../support/organizations';

const INVALID_QUERY = { code: 'VALIDATION_ERROR', message: 'Invalid query parameters' };

describe('API keys as Better Auth 1.7 answers them (the default)', () => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  const list = (cookie: string, query: Record<string, unknown> = {}) =>
    request(t.http).get('/api/auth/api-key/list').set('Cookie', cookie).query(query);

  it('names the owner referenceId beside configId "default", never userId, and shows the full key only on create', async () => {
    const created = await createKey(t.http, owner.cookie, { name: 'shaped' });
    const fetched = (
      await request(t.http)
        .get('/api/auth/api-key/get')
        .set('Cookie', owner.cookie)
        .query({ id: created.id })
        .expect(200)
    ).body;
    const updated = (
      await request(t.http)
        .post('/api/auth/api-key/update')
        .set('Cookie', owner.cookie)
        .send({ keyId: created.id, name: 'reshaped' })
        .expect(200)
    ).body;
    const verified = await verifyKey(t.http, created.key);

    for (const record of [created, fetched, updated, verified.key]) {
      expect(record).toMatchObject({ id: created.id, referenceId: owner.userId, configId: 'default' });
      expect(record).not.toHaveProperty('userId');
    }
    expect(created.key).toEqual(expect.any(String));
    for (const record of [fetched, updated, verified.key]) expect(record).not.toHaveProperty('key');
  });

  it('answers the list as { apiKeys, total } without parameters', async () => {
    const user = await signUp(t.http);
    const created = await createKey(t.http, user.cookie, { name: 'only' });

    const response = await list(user.cookie).expect(200);

    expect(response.body).toEqual({
      apiKeys: [expect.objectContaining({ id: created.id, referenceId: user.userId, configId: 'default' })],
      total: 1,
    });
    expect(response.body.apiKeys[0]).not.toHaveProperty('key');
  });

  it('pages and sorts the list with limit, offset, sortBy and sortDirection, total counting every key', async () => {
    const user = await signUp(t.http);
    for (const name of ['bravo', 'delta', 'alpha', 'charlie']) await createKey(t.http, user.cookie, { name });

    const page = (await list(user.cookie, { sortBy: 'name', sortDirection: 'desc', limit: 2, offset: 1 }).expect(200))
      .body;
    const ascending = (await list(user.cookie, { sortBy: 'name' }).expect(200)).body;

    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(page.apiKeys.map((key: { name: string }) => key.name)).toEqual(['charlie', 'bravo']);
    expect(ascending.apiKeys.map((key: { name: string }) => key.name)).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
  });

  it("answers an empty page for a configuration other than the default, never the caller's own keys", async () => {
    await createKey(t.http, owner.cookie, { name: 'mine' });

    expect((await list(owner.cookie, { configId: 'other' }).expect(200)).body).toEqual({ apiKeys: [], total: 0 });
    expect((await list(owner.cookie, { configId: 'default' }).expect(200)).body.total).toBeGreaterThan(0);
  });

  it("answers an organization's (empty) key list to a member, and refuses others with 403 USER_NOT_MEMBER_OF_ORGANIZATION", async () => {
    const member = await signUp(t.http);
    await createKey(t.http, member.cookie, { name: 'personal' });
    const organization = await createOrganization(t.http, member.cookie);

    expect((await list(member.cookie, { organizationId: organization.id }).expect(200)).body).toEqual({
      apiKeys: [],
      total: 0,
    });
    expect((await list(owner.cookie, { organizationId: organization.id }).expect(403)).body).toEqual({
      code: 'USER_NOT_MEMBER_OF_ORGANIZATION',
      message: 'You are not a member of the organization that owns this API key.',
    });
  });

  it.each([
    [{ sortBy: 'key' }],
    [{ sortBy: 'no-such-column' }],
    [{ sortDirection: 'sideways' }],
    [{ limit: -1 }],
    [{ offset: 'many' }],
  ])('refuses %j with 400 VALIDATION_ERROR, not a server error', async (query) => {
    expect((await list(owner.cookie, query).expect(400)).body).toMatchObject(INVALID_QUERY);
  });

  it('answers 429 RATE_LIMITED with details.tryAgainIn to a key over its rate window', async () => {
    const { key } = await createKeyOnServer(t.http, owner.userId, { rateLimitMax: 1, rateLimitTimeWindow: 60_000 });
    const getSession = () => request(t.http).get('/api/auth/get-session').set('x-api-key', key);

    await getSession().expect(200);
    const response = await getSession().expect(429);

    expect(response.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded.',
      details: { tryAgainIn: expect.any(Number) },
    });
    expect(response.body.details.tryAgainIn).toBeGreaterThan(0);
  });
});

describe('API keys with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers a bare array of records with userId to a list without parameters', async () => {
    const created = await createKey(t.http, owner.cookie, { name: 'old-style' });

    const response = await request(t.http).get('/api/auth/api-key/list').set('Cookie', owner.cookie).expect(200);

    expect(response.body).toEqual([expect.objectContaining({ id: created.id, userId: owner.userId })]);
    expect(response.body[0]).not.toHaveProperty('referenceId');
  });

  it('answers a list asked with a parameter only 1.7 sends as 1.7 does', async () => {
    const created = await createKey(t.http, owner.cookie, { name: 'new-style' });

    const response = await request(t.http)
      .get('/api/auth/api-key/list')
      .set('Cookie', owner.cookie)
      .query({ limit: 10 })
      .expect(200);

    expect(response.body).toMatchObject({ total: 2, limit: 10 });
    expect(response.body.apiKeys).toContainEqual(
      expect.objectContaining({ id: created.id, referenceId: owner.userId, configId: 'default' }),
    );
  });
});

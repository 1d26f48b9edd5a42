import request from 'supertest';
import { ADMIN_TEST_CONFIG, LINE_14_CONFIG, TEST_SERVICE_KEY } from '../../support/admin';
import { verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ORG, createOrganization } from '../../support/organizations';

const API_KEY = '/api/auth/api-key';
const ORG_CONFIG = 'organization';
const INVALID_REFERENCE = {
  code: 'INVALID_REFERENCE_ID_FROM_API_KEY',
  message: 'The reference id from the API key is invalid.',
};

async function createOrgKey(t: TestApp, owner: SignedUpUser, organizationId: string): Promise<Record<string, any>> {
  const response = await request(t.http)
    .post(`${API_KEY}/create`)
    .set('Cookie', owner.cookie)
    .send({ configId: ORG_CONFIG, organizationId, name: 'service' })
    .expect(200);
  return response.body;
}

describe('using an organization-owned API key', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    owner = await signUp(t.http);
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('verifies as valid, answering the organization as referenceId with its configuration', async () => {
    const created = await createOrgKey(t, owner, organizationId);

    const result = await verifyKey(t.http, created.key);

    expect(result).toMatchObject({
      valid: true,
      error: null,
      key: { id: created.id, referenceId: organizationId, configId: ORG_CONFIG },
    });
    expect(result.key).not.toHaveProperty('userId');
  });

  it('verifies scoped to its own configuration, and answers INVALID_API_KEY scoped to another', async () => {
    const created = await createOrgKey(t, owner, organizationId);
    const verify = (configId: string) =>
      request(t.http)
        .post(`${API_KEY}/verify`)
        .set('x-service-key', TEST_SERVICE_KEY)
        .send({ key: created.key, configId })
        .expect(200);

    expect((await verify(ORG_CONFIG)).body.valid).toBe(true);
    expect((await verify('default')).body).toEqual({
      valid: false,
      error: { code: 'INVALID_API_KEY', message: 'Invalid API key.' },
      key: null,
    });
  });

  it.each([
    ['GET', '/api/auth/get-session'],
    ['GET', `${API_KEY}/list`],
    ['POST', `${API_KEY}/create`],
    ['GET', `${ORG}/list`],
    ['GET', '/api/auth/list-sessions'],
  ])('never acts as a user: %s %s answers 401 INVALID_API_KEY', async (method, path) => {
    const created = await createOrgKey(t, owner, organizationId);
    const call = method === 'GET' ? request(t.http).get(path) : request(t.http).post(path).send({});

    const response = await call.set('x-api-key', created.key).expect(401);

    expect(response.body).toEqual({ code: 'INVALID_API_KEY', message: 'Invalid API key.' });
  });

  it('counts no use when it is refused as a session', async () => {
    const created = await createOrgKey(t, owner, organizationId);
    await request(t.http).get('/api/auth/get-session').set('x-api-key', created.key).expect(401);

    const record = await request(t.http)
      .get(`${API_KEY}/get`)
      .set('Cookie', owner.cookie)
      .query({ id: created.id, configId: ORG_CONFIG })
      .expect(200);

    expect(record.body).toMatchObject({ lastRequest: null, requestCount: 0 });
  });

  it('stops verifying once its organization is deleted', async () => {
    const doomed = (await createOrganization(t.http, owner.cookie)).id;
    const created = await createOrgKey(t, owner, doomed);
    await request(t.http)
      .post(`${ORG}/delete`)
      .set('Cookie', owner.cookie)
      .send({ organizationId: doomed })
      .expect(200);

    expect(await verifyKey(t.http, created.key)).toEqual({ valid: false, error: INVALID_REFERENCE, key: null });
  });
});

describe('organization-owned API keys with BETTER_AUTH_COMPAT=1.4', () => {
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: LINE_14_CONFIG });
    owner = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers them as 1.7 does, since only 1.7 asks for them, and keeps user keys as 1.4 has them', async () => {
    const organizationId = (await createOrganization(t.http, owner.cookie)).id;
    const created = await createOrgKey(t, owner, organizationId);
    const personal = (await request(t.http).post(`${API_KEY}/create`).set('Cookie', owner.cookie).send({}).expect(200))
      .body;

    const verified = await verifyKey(t.http, created.key);
    const listed = await request(t.http)
      .get(`${API_KEY}/list`)
      .set('Cookie', owner.cookie)
      .query({ organizationId })
      .expect(200);

    expect(created).toMatchObject({ referenceId: organizationId, configId: ORG_CONFIG });
    expect(verified.key).toMatchObject({ referenceId: organizationId, configId: ORG_CONFIG });
    expect(listed.body).toEqual({ apiKeys: [expect.objectContaining({ id: created.id })], total: 1 });
    expect(personal).toMatchObject({ userId: owner.userId });
    expect(personal).not.toHaveProperty('referenceId');
  });

  it("answers a user key verified with 1.7's configId as 1.7 does, and as 1.4 without it", async () => {
    const personal = (await request(t.http).post(`${API_KEY}/create`).set('Cookie', owner.cookie).send({}).expect(200))
      .body;
    const verify = (body: Record<string, unknown>) =>
      request(t.http).post(`${API_KEY}/verify`).set('x-service-key', TEST_SERVICE_KEY).send(body).expect(200);

    expect((await verify({ key: personal.key, configId: 'default' })).body.key).toMatchObject({
      referenceId: owner.userId,
      configId: 'default',
    });
    expect((await verify({ key: personal.key })).body.key).toMatchObject({ userId: owner.userId });
  });
});

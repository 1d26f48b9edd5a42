import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { ROLE_NAME_TAKEN, notAllowed, roleCalls } from '../../support/organization-roles';
import { createOrganization, newMember } from '../../support/organizations';

const API_KEY = '/api/auth/api-key';
const ORG_CONFIG = 'organization';
const NOT_PERMITTED = {
  code: 'INSUFFICIENT_API_KEY_PERMISSIONS',
  message: 'You do not have permission to perform this action on organization API keys.',
};

describe('organization roles from ORGANIZATION_ROLES', () => {
  let t: TestApp;
  let roles: ReturnType<typeof roleCalls>;
  let owner: SignedUpUser;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        apiKey: { configurations: { organization: { references: 'organization' } } },
        organization: {
          roles: {
            admin: { apiKey: ['create', 'read', 'update', 'delete'] },
            member: { apiKey: ['read'] },
            billing: { invoice: ['read', 'pay'], team: ['create'] },
          },
        },
      },
    });
    roles = roleCalls(t.http);
    owner = await signUp(t.http);
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
    admin = await newMember(t.http, organizationId, 'admin');
    member = await newMember(t.http, organizationId, 'member');
  });

  afterAll(async () => {
    await t.close();
  });

  const keyCall = (method: 'get' | 'post', path: string, cookie: string) =>
    request(t.http)[method](`${API_KEY}/${path}`).set('Cookie', cookie);

  it("lets an admin create, update and delete the organization's keys, and a member read them", async () => {
    const created = await keyCall('post', 'create', admin.cookie)
      .send({ configId: ORG_CONFIG, organizationId, name: 'ci' })
      .expect(200);
    const keyId = created.body.id as string;
    await keyCall('post', 'update', admin.cookie).send({ keyId, configId: ORG_CONFIG, name: 'deploy' }).expect(200);

    const read = await keyCall('get', 'get', member.cookie).query({ id: keyId, configId: ORG_CONFIG }).expect(200);
    const listed = await keyCall('get', 'list', member.cookie).query({ organizationId }).expect(200);

    expect(read.body).toMatchObject({ id: keyId, name: 'deploy', referenceId: organizationId });
    expect(listed.body.apiKeys.map((key: { id: string }) => key.id)).toEqual([keyId]);
    await keyCall('post', 'delete', admin.cookie).send({ keyId, configId: ORG_CONFIG }).expect(200);
  });

  it("refuses a member's create, update and delete of the organization's keys with 403", async () => {
    const keyId = (
      await keyCall('post', 'create', owner.cookie).send({ configId: ORG_CONFIG, organizationId }).expect(200)
    ).body.id as string;

    const created = await keyCall('post', 'create', member.cookie).send({ configId: ORG_CONFIG, organizationId });
    const updated = await keyCall('post', 'update', member.cookie).send({ keyId, configId: ORG_CONFIG, name: 'x' });
    const deleted = await keyCall('post', 'delete', member.cookie).send({ keyId, configId: ORG_CONFIG });

    for (const response of [created, updated, deleted]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(NOT_PERMITTED);
    }
  });

  it("honours a run-time role's apiKey statement", async () => {
    await roles
      .create(owner.cookie, { organizationId, role: 'key-reader', permission: { apiKey: ['read'] } })
      .expect(200);
    const reader = await newMember(t.http, organizationId, 'key-reader');
    const plain = await signUp(t.http);

    await keyCall('get', 'list', reader.cookie).query({ organizationId }).expect(200);
    await keyCall('get', 'list', plain.cookie).query({ organizationId }).expect(403);
  });

  it('gives a configured role its statements and keeps its name predefined', async () => {
    const billing = await newMember(t.http, organizationId, 'billing');
    const allowed = async (permissions: Record<string, string[]>) =>
      (await roles.hasPermission(billing.cookie, { organizationId, permissions }).expect(200)).body.success as boolean;

    expect(await allowed({ invoice: ['pay'] })).toBe(true);
    expect(await allowed({ team: ['create'] })).toBe(true);
    expect(await allowed({ member: ['create'] })).toBe(false);
    expect(
      (await roles.create(owner.cookie, { organizationId, role: 'Billing', permission: {} }).expect(400)).body,
    ).toEqual(ROLE_NAME_TAKEN);
    // A configured resource is a valid one, yet the owner holds none of it, so cannot hand it on.
    const invoicer = await roles
      .create(owner.cookie, { organizationId, role: 'invoicer', permission: { invoice: ['read'] } })
      .expect(403);
    expect(invoicer.body).toEqual(notAllowed('create', ['invoice:read']));
  });
});

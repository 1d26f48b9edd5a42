import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { onlyEvent } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import { createOrganization, newMember } from '../../support/organizations';
import { admitScim, catalogCall, creationRequestId, daysAhead } from '../../support/scim';

const CONNECTIONS = '/api/auth/scim/organization-connections';
const NOT_A_MEMBER = {
  code: 'USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION',
  message: 'User is not a member of the organization',
};
const NOT_ALLOWED = {
  code: 'YOU_ARE_NOT_ALLOWED_TO_MANAGE_SCIM_CONNECTIONS_OF_THIS_ORGANIZATION',
  message: 'You are not allowed to manage SCIM connections of this organization',
};

/** The dashboard's own routes over the catalog: the signed-in owner or admin of the organization is the actor. */
describe('SCIM organization connections: the catalog for an organization’s owners and admins', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let organizationId: string;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    owner = await signUp(t.http);
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
  });
  afterAll(() => t.close());

  const call = (cookie: string | null, action: string, body: object) => {
    const post = request(t.http).post(`${CONNECTIONS}/${action}`).send(body);
    return cookie ? post.set('Cookie', cookie) : post;
  };
  const newConnection = (cookie: string, scopes = ['scim.users.read', 'scim.users.write']) =>
    call(cookie, 'create', {
      creationRequestId: creationRequestId(),
      provisioningDomainId: organizationId,
      scopes,
      expiresAt: daysAhead(t),
    });

  it('lets the owner create a connection as the actor, with the token once and no-store', async () => {
    const response = await newConnection(owner.cookie).expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.connection).toMatchObject({ provisioningDomainId: organizationId, createdBy: owner.userId });
    expect(response.body.credential).toMatchObject({ status: 'active', createdBy: owner.userId });
    expect(await admitScim(t, { Authorization: `Bearer ${response.body.token}` })).toHaveProperty(
      'provisioningDomainId',
      organizationId,
    );
  });

  it('lets an admin list, get, rotate, revoke, read events and decommission, each as the actor', async () => {
    const admin = await newMember(t.http, organizationId, 'admin');
    const created = (await newConnection(admin.cookie).expect(200)).body;
    const ref = { connectionId: created.connection.connectionId, provisioningDomainId: organizationId };

    const listed = await call(admin.cookie, 'list', { provisioningDomainId: organizationId }).expect(200);
    expect(listed.body.connections.map((c: { connectionId: string }) => c.connectionId)).toContain(ref.connectionId);
    await call(admin.cookie, 'get', ref).expect(200);
    const rotated = await call(admin.cookie, 'rotate', {
      ...ref,
      scopes: ['scim.groups.read'],
      expiresAt: daysAhead(t),
    });
    expect(rotated.status).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const revoked = await call(admin.cookie, 'revoke', { ...ref, credentialId: created.credential.credentialId });
    expect(revoked.status).toBe(200);
    const retired = await call(admin.cookie, 'decommission', ref).expect(200);
    expect(retired.body.connection).toMatchObject({ status: 'decommissioned', decommissionedBy: admin.userId });
    expect(retired.body.decommission).toEqual({ status: 'complete', retryAfter: null });

    const events = await call(admin.cookie, 'events', ref).expect(200);
    expect(events.body.events.map((e: { type: string; actorId: string }) => [e.type, e.actorId])).toEqual([
      ['connection.created', admin.userId],
      ['credential.issued', admin.userId],
      ['credential.rotated', admin.userId],
      ['credential.revoked', admin.userId],
      ['connection.decommissioning', admin.userId],
      ['connection.decommissioned', admin.userId],
    ]);
    const auditor = await createUserWithRole(t.http, 'admin');
    const audited = await onlyEvent(t.http, auditor.cookie, 'scim-connection.decommission', ref.connectionId);
    expect(audited).toMatchObject({ result: 'success', actorId: admin.userId, targetType: 'scim-connection' });
  });

  it('refuses a member who is neither owner nor admin with 403', async () => {
    const member = await newMember(t.http, organizationId, 'member');
    const create = await newConnection(member.cookie).expect(403);
    const list = await call(member.cookie, 'list', { provisioningDomainId: organizationId }).expect(403);

    expect(create.body).toEqual(NOT_ALLOWED);
    expect(list.body).toEqual(NOT_ALLOWED);
  });

  it('refuses a user outside the organization with 403, also for a connection id of that organization', async () => {
    const outsider = await signUp(t.http);
    const created = (await newConnection(owner.cookie).expect(200)).body;
    const ref = { connectionId: created.connection.connectionId, provisioningDomainId: organizationId };

    const get = await call(outsider.cookie, 'get', ref).expect(403);
    const decommission = await call(outsider.cookie, 'decommission', ref).expect(403);

    expect(get.body).toEqual(NOT_A_MEMBER);
    expect(decommission.body).toEqual(NOT_A_MEMBER);
    const state = await catalogCall(t.http, 'get', ref).expect(200);
    expect(state.body.connection.status).toBe('active');
  });

  it('refuses a call without a session with 401', async () => {
    const response = await call(null, 'list', { provisioningDomainId: organizationId }).expect(401);

    expect(response.body).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('does not take an actorId from the body: the signed-in user is the actor', async () => {
    const response = await call(owner.cookie, 'create', {
      creationRequestId: creationRequestId(),
      provisioningDomainId: organizationId,
      actorId: 'someone-else',
      scopes: ['scim.users.read'],
      expiresAt: daysAhead(t),
    }).expect(200);

    expect(response.body.connection.createdBy).toBe(owner.userId);
  });
});

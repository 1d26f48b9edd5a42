import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp, uniqueEmail } from '../../support/factories';
import { NOT_ALLOWED_TO_INVITE, roleNotFound } from '../../support/organization-errors';
import { roleCalls } from '../../support/organization-roles';
import { ORG, addMember, createOrganization, newMember } from '../../support/organizations';

describe('organization roles made at run time, as members hold them', () => {
  let t: TestApp;
  let roles: ReturnType<typeof roleCalls>;
  let owner: SignedUpUser;
  let organizationId: string;
  let serial = 0;
  const uniqueRole = () => `crew-${++serial}`;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    roles = roleCalls(t.http);
    owner = await signUp(t.http);
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
  });

  afterAll(async () => {
    await t.close();
  });

  const newRole = async (permission: Record<string, string[]>) => {
    const role = uniqueRole();
    await roles.create(owner.cookie, { organizationId, role, permission }).expect(200);
    return role;
  };
  const updateMemberRole = (cookie: string, body: Record<string, unknown>) =>
    request(t.http).post(`${ORG}/update-member-role`).set('Cookie', cookie).send(body);
  const inviteMember = (cookie: string, body: Record<string, unknown>) =>
    request(t.http).post(`${ORG}/invite-member`).set('Cookie', cookie).send(body);
  const allowed = async (cookie: string, permissions: Record<string, string[]>) =>
    (await roles.hasPermission(cookie, { organizationId, permissions }).expect(200)).body.success as boolean;

  it('lets the owner give a member the role with update-member-role, and has-permission answers by it', async () => {
    const role = await newRole({ member: ['update'], invitation: ['create'] });
    const holder = await newMember(t.http, organizationId, 'member');

    const response = await updateMemberRole(owner.cookie, { memberId: holder.memberId, role }).expect(200);

    expect(response.body.role).toBe(role);
    expect(await allowed(holder.cookie, { member: ['update'] })).toBe(true);
    expect(await allowed(holder.cookie, { member: ['update'], invitation: ['create'] })).toBe(true);
    expect(await allowed(holder.cookie, { organization: ['update'] })).toBe(false);
    expect(await allowed(holder.cookie, { member: ['delete'] })).toBe(false);
    expect(await allowed(holder.cookie, { ac: ['read'] })).toBe(false);
  });

  it('grants what any one of the roles held grants, predefined or stored, each role on its own', async () => {
    const role = await newRole({ team: ['create'] });
    const holder = await newMember(t.http, organizationId, ['member', role]);

    expect(await allowed(holder.cookie, { team: ['create'] })).toBe(true);
    expect(await allowed(holder.cookie, { ac: ['read'] })).toBe(true);
    // As in Better Auth, one role must grant the whole request.
    expect(await allowed(holder.cookie, { team: ['create'], ac: ['read'] })).toBe(false);
    expect(await allowed(holder.cookie, { team: ['delete'] })).toBe(false);
  });

  it('puts a member straight in with the role (add-member) and invites with it (invite-member)', async () => {
    const role = await newRole({ team: ['update'] });
    const added = await newMember(t.http, organizationId, role);
    const invitation = await inviteMember(owner.cookie, {
      organizationId,
      email: uniqueEmail('invitee'),
      role: [role, 'member'],
    });

    expect(added.memberId).toEqual(expect.any(String));
    expect(invitation.status).toBe(200);
    expect(invitation.body.role).toBe(`${role},member`);
  });

  it('refuses a role of another organization, or none, with 400 ROLE_NOT_FOUND naming it', async () => {
    const role = await newRole({ team: ['update'] });
    const elsewhere = await createOrganization(t.http, owner.cookie);
    const stranger = await signUp(t.http);

    const added = await request(t.http)
      .post(`${ORG}/add-member`)
      .set('x-service-key', ADMIN_TEST_CONFIG.serviceKeys![0]!)
      .send({ organizationId: elsewhere.id, userId: stranger.userId, role })
      .expect(400);
    const invited = await inviteMember(owner.cookie, {
      organizationId: elsewhere.id,
      email: uniqueEmail('invitee'),
      role: [role, 'ghost'],
    }).expect(400);
    const member = await newMember(t.http, organizationId, 'member');
    const updated = await updateMemberRole(owner.cookie, {
      organizationId: elsewhere.id,
      memberId: member.memberId,
      role,
    }).expect(400);

    expect(added.body).toEqual(roleNotFound(role));
    expect(invited.body).toEqual(roleNotFound(`${role}, ghost`));
    expect(updated.body).toEqual(roleNotFound(role));
  });

  it('is honoured by the guards: a role with invitation:create invites, a plain member may not', async () => {
    const role = await newRole({ invitation: ['create'] });
    const inviter = await newMember(t.http, organizationId, role);
    const plain = await newMember(t.http, organizationId, 'member');

    const invited = await inviteMember(inviter.cookie, { organizationId, email: uniqueEmail('guest'), role: 'member' });
    const refused = await inviteMember(plain.cookie, { organizationId, email: uniqueEmail('guest'), role: 'member' });
    const listed = await request(t.http)
      .get(`${ORG}/list-invitations`)
      .set('Cookie', inviter.cookie)
      .query({ organizationId })
      .expect(200);

    expect(invited.status).toBe(200);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(NOT_ALLOWED_TO_INVITE);
    expect(listed.body.map((invitation: { id: string }) => invitation.id)).toContain(invited.body.id);
  });

  it('follows a change of the role at once', async () => {
    const role = await newRole({ team: ['create'] });
    const holder = await newMember(t.http, organizationId, role);
    expect(await allowed(holder.cookie, { team: ['create'] })).toBe(true);

    await roles
      .update(owner.cookie, { organizationId, roleName: role, data: { permission: { team: ['delete'] } } })
      .expect(200);

    expect(await allowed(holder.cookie, { team: ['create'] })).toBe(false);
    expect(await allowed(holder.cookie, { team: ['delete'] })).toBe(true);
  });

  it('lets an admin give the role, as admins may update members', async () => {
    const role = await newRole({ team: ['create'] });
    const admin = await newMember(t.http, organizationId, 'admin');
    const target = await signUp(t.http);
    const member = await addMember(t.http, organizationId, target.userId, 'member');

    const response = await updateMemberRole(admin.cookie, { organizationId, memberId: member.id, role }).expect(200);

    expect(response.body.role).toBe(role);
  });
});

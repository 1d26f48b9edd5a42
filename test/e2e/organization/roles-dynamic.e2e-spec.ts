import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { auditEvents } from '../../support/audit';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';
import {
  NOT_A_MEMBER_OF_THIS_ORGANIZATION,
  NO_ACTIVE_ORGANIZATION,
  UNAUTHORIZED,
} from '../../support/organization-errors';
import {
  INVALID_RESOURCE,
  NOT_IN_AN_ORGANIZATION,
  PREDEFINED_ROLE,
  ROLE_ASSIGNED,
  ROLE_NAME_TAKEN,
  ROLE_NOT_FOUND,
  notAllowed,
  roleCalls,
} from '../../support/organization-roles';
import { ORG, createOrganization, newMember } from '../../support/organizations';

const INVALID_BODY = { code: 'VALIDATION_ERROR', message: 'Invalid body parameters' };
const INVALID_QUERY = { code: 'VALIDATION_ERROR', message: 'Invalid query parameters' };

describe('organization roles at run time (Better Auth 1.7 dynamic access control)', () => {
  let t: TestApp;
  let roles: ReturnType<typeof roleCalls>;
  let owner: SignedUpUser;
  let admin: SignedUpUser & { memberId: string };
  let member: SignedUpUser & { memberId: string };
  let outsider: SignedUpUser;
  let organizationId: string;
  let serial = 0;
  const uniqueRole = (stem = 'role') => `${stem}-${++serial}`;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG });
    roles = roleCalls(t.http);
    owner = await signUp(t.http);
    organizationId = (await createOrganization(t.http, owner.cookie)).id;
    admin = await newMember(t.http, organizationId, 'admin');
    member = await newMember(t.http, organizationId, 'member');
    outsider = await signUp(t.http);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A role made by the owner in the active organization; answers its roleData. */
  const newRole = async (permission: Record<string, string[]> = { team: ['create'] }, role = uniqueRole()) =>
    (await roles.create(owner.cookie, { role, permission }).expect(200)).body.roleData;

  describe('POST /organization/create-role', () => {
    it('stores the role in lower case and answers it with its statements', async () => {
      const name = uniqueRole('Support');
      const permission = { member: ['update'], invitation: ['create'] };
      const response = await roles.create(owner.cookie, { role: name, permission }).expect(200);

      expect(response.body).toEqual({
        success: true,
        roleData: {
          id: expect.any(String),
          organizationId,
          role: name.toLowerCase(),
          permission,
          createdAt: expect.any(String),
          updatedAt: null,
        },
        statements: permission,
      });
    });

    it('lets an admin make a role in a named organization, within what an admin may do', async () => {
      const response = await roles
        .create(admin.cookie, { organizationId, role: uniqueRole(), permission: { team: ['update'], ac: ['read'] } })
        .expect(200);
      expect(response.body.roleData.organizationId).toBe(organizationId);
    });

    it.each(['owner', 'Admin', 'member'])(
      'refuses the predefined name %s with 400 ROLE_NAME_IS_ALREADY_TAKEN',
      async (role) => {
        const response = await roles.create(owner.cookie, { role, permission: { team: ['create'] } }).expect(400);
        expect(response.body).toEqual(ROLE_NAME_TAKEN);
      },
    );

    it('refuses a name the organization already has, in any case, with 400 ROLE_NAME_IS_ALREADY_TAKEN', async () => {
      const { role } = await newRole();
      const response = await roles
        .create(owner.cookie, { role: role.toUpperCase(), permission: { team: ['create'] } })
        .expect(400);
      expect(response.body).toEqual(ROLE_NAME_TAKEN);
    });

    it('makes one role of a name asked for by many at once; the others are told the name is taken', async () => {
      const role = uniqueRole('rush');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => roles.create(owner.cookie, { role, permission: { team: ['create'] } })),
      );

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((each) => each.status !== 200)) expect(answer.body).toEqual(ROLE_NAME_TAKEN);
    });

    it('refuses a resource no statement has with 400 INVALID_RESOURCE', async () => {
      const response = await roles
        .create(owner.cookie, { role: uniqueRole(), permission: { billing: ['read'] } })
        .expect(400);
      expect(response.body).toEqual(INVALID_RESOURCE);
    });

    it('refuses a role granting what its maker lacks with 403 and the missing permissions', async () => {
      const response = await roles
        .create(admin.cookie, {
          organizationId,
          role: uniqueRole(),
          permission: { organization: ['update', 'delete'], apiKey: ['read'] },
        })
        .expect(403);
      expect(response.body).toEqual(notAllowed('create', ['organization:delete', 'apiKey:read']));
    });

    it('refuses a member, whose role has no ac:create, with 403 YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE', async () => {
      const response = await roles
        .create(member.cookie, { organizationId, role: uniqueRole(), permission: {} })
        .expect(403);
      expect(response.body).toEqual(notAllowed('create'));
    });

    it('refuses someone outside the organization with 403 YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION', async () => {
      const response = await roles
        .create(outsider.cookie, { organizationId, role: uniqueRole(), permission: {} })
        .expect(403);
      expect(response.body).toEqual(NOT_A_MEMBER_OF_THIS_ORGANIZATION);
    });

    it('refuses a call naming no organization without an active one with 400', async () => {
      const response = await roles.create(outsider.cookie, { role: uniqueRole(), permission: {} }).expect(400);
      expect(response.body).toEqual(NOT_IN_AN_ORGANIZATION);
    });

    it('refuses a call without a session with 401 UNAUTHORIZED', async () => {
      const response = await roles.create(null, { organizationId, role: uniqueRole(), permission: {} }).expect(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a permission that is not resource -> actions with 400 VALIDATION_ERROR', async () => {
      const response = await roles.create(owner.cookie, { role: uniqueRole(), permission: ['team'] }).expect(400);
      expect(response.body).toMatchObject(INVALID_BODY);
    });
  });

  describe('GET /organization/list-roles and /organization/get-role', () => {
    it("answers the organization's roles, their permission as an object, to a member (ac:read)", async () => {
      const made = await newRole({ invitation: ['create', 'cancel'] });
      const response = await roles.list(member.cookie, { organizationId }).expect(200);
      expect(response.body).toContainEqual({ ...made, updatedAt: null });
      expect(response.body.every((role: { organizationId: string }) => role.organizationId === organizationId)).toBe(
        true,
      );
    });

    it('answers one role by name or by id', async () => {
      const made = await newRole();
      expect((await roles.get(owner.cookie, { roleName: made.role }).expect(200)).body).toEqual(made);
      expect((await roles.get(member.cookie, { organizationId, roleId: made.id }).expect(200)).body).toEqual(made);
    });

    it('refuses a role the organization does not have with 400 ROLE_NOT_FOUND', async () => {
      const response = await roles.get(owner.cookie, { roleName: 'admin' }).expect(400);
      expect(response.body).toEqual(ROLE_NOT_FOUND);
    });

    it('refuses a read naming no role with 400 VALIDATION_ERROR', async () => {
      const response = await roles.get(owner.cookie, { organizationId }).expect(400);
      expect(response.body).toMatchObject(INVALID_QUERY);
    });

    it('refuses a role without ac:read with 403 YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE and _READ_A_ROLE', async () => {
      const made = await newRole({ team: ['create'] });
      const holder = await newMember(t.http, organizationId, made.role);
      expect((await roles.list(holder.cookie, { organizationId }).expect(403)).body).toEqual(notAllowed('list'));
      const read = await roles.get(holder.cookie, { organizationId, roleId: made.id }).expect(403);
      expect(read.body).toEqual(notAllowed('read'));
    });

    it('refuses outsiders with 403 and callers without an organization with 400 NO_ACTIVE_ORGANIZATION', async () => {
      expect((await roles.list(outsider.cookie, { organizationId }).expect(403)).body).toEqual(
        NOT_A_MEMBER_OF_THIS_ORGANIZATION,
      );
      expect((await roles.list(outsider.cookie).expect(400)).body).toEqual(NO_ACTIVE_ORGANIZATION);
      expect((await roles.get(outsider.cookie, { roleName: 'x' }).expect(400)).body).toEqual(NO_ACTIVE_ORGANIZATION);
    });
  });

  describe('POST /organization/update-role', () => {
    it('renames the role in lower case and replaces its permission', async () => {
      const made = await newRole({ team: ['create'] });
      const renamed = uniqueRole('Renamed');
      const permission = { team: ['update', 'delete'] };
      t.clock.advanceSeconds(5);
      const response = await roles
        .update(owner.cookie, { roleId: made.id, data: { roleName: renamed, permission } })
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        roleData: { ...made, role: renamed.toLowerCase(), permission },
      });
      const stored = (await roles.get(owner.cookie, { roleName: renamed.toLowerCase() }).expect(200)).body;
      expect(stored).toMatchObject({ id: made.id, permission, updatedAt: expect.any(String) });
    });

    it('refuses a predefined or taken name with 400 ROLE_NAME_IS_ALREADY_TAKEN', async () => {
      const made = await newRole();
      const other = await newRole();
      for (const roleName of ['OWNER', other.role]) {
        const response = await roles.update(owner.cookie, { roleName: made.role, data: { roleName } }).expect(400);
        expect(response.body).toEqual(ROLE_NAME_TAKEN);
      }
    });

    it('refuses an unknown resource with 400 INVALID_RESOURCE and a grant beyond the caller with 403', async () => {
      const made = await newRole();
      const invalid = await roles
        .update(owner.cookie, { roleId: made.id, data: { permission: { billing: ['read'] } } })
        .expect(400);
      expect(invalid.body).toEqual(INVALID_RESOURCE);
      const beyond = await roles
        .update(admin.cookie, { organizationId, roleId: made.id, data: { permission: { organization: ['delete'] } } })
        .expect(403);
      expect(beyond.body).toEqual(notAllowed('update', ['organization:delete']));
    });

    it('refuses a member with 403 YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE and an unknown role with 400', async () => {
      const made = await newRole();
      const refused = await roles
        .update(member.cookie, { organizationId, roleId: made.id, data: { permission: {} } })
        .expect(403);
      expect(refused.body).toEqual(notAllowed('update'));
      const missing = await roles.update(owner.cookie, { roleName: 'no-such-role', data: {} }).expect(400);
      expect(missing.body).toEqual(ROLE_NOT_FOUND);
    });
  });

  describe('POST /organization/delete-role', () => {
    it('deletes a role by name or id', async () => {
      const byName = await newRole();
      const byId = await newRole();
      expect((await roles.remove(owner.cookie, { roleName: byName.role }).expect(200)).body).toEqual({ success: true });
      expect((await roles.remove(owner.cookie, { roleId: byId.id }).expect(200)).body).toEqual({ success: true });
      expect((await roles.get(owner.cookie, { roleId: byName.id }).expect(400)).body).toEqual(ROLE_NOT_FOUND);
      expect((await roles.get(owner.cookie, { roleId: byId.id }).expect(400)).body).toEqual(ROLE_NOT_FOUND);
    });

    it('refuses a role a member holds with 400 ROLE_IS_ASSIGNED_TO_MEMBERS, then deletes it once reassigned', async () => {
      const made = await newRole();
      const holder = await newMember(t.http, organizationId, ['member', made.role]);
      expect((await roles.remove(owner.cookie, { roleName: made.role }).expect(400)).body).toEqual(ROLE_ASSIGNED);
      await request(t.http)
        .post(`${ORG}/update-member-role`)
        .set('Cookie', owner.cookie)
        .send({ memberId: holder.memberId, role: 'member' })
        .expect(200);
      await roles.remove(owner.cookie, { roleName: made.role }).expect(200);
    });

    it('refuses a predefined role with 400 CANNOT_DELETE_A_PRE_DEFINED_ROLE and an unknown one with 400', async () => {
      expect((await roles.remove(owner.cookie, { roleName: 'admin' }).expect(400)).body).toEqual(PREDEFINED_ROLE);
      expect((await roles.remove(owner.cookie, { roleId: 'no-such-id' }).expect(400)).body).toEqual(ROLE_NOT_FOUND);
    });

    it('refuses a member with 403 YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE and a body naming no role with 400', async () => {
      const made = await newRole();
      const refused = await roles.remove(member.cookie, { organizationId, roleId: made.id }).expect(403);
      expect(refused.body).toEqual(notAllowed('delete'));
      expect((await roles.remove(owner.cookie, {}).expect(400)).body).toMatchObject(INVALID_BODY);
    });
  });

  it('records role changes in the audit log', async () => {
    const auditor = await createUserWithRole(t.http);
    const made = await newRole();
    await roles.update(owner.cookie, { roleId: made.id, data: { permission: { team: ['update'] } } }).expect(200);
    await roles.remove(owner.cookie, { roleId: made.id }).expect(200);
    for (const action of ['organization.create-role', 'organization.update-role', 'organization.delete-role']) {
      const events = await auditEvents(t.http, auditor.cookie, { action, targetId: organizationId });
      expect(events).toContainEqual(
        expect.objectContaining({
          actorId: owner.userId,
          result: 'success',
          metadata: expect.objectContaining({ roleId: made.id, role: made.role }),
        }),
      );
    }
  });

  it("deletes an organization's roles with the organization", async () => {
    const other = await createOrganization(t.http, owner.cookie);
    await roles.create(owner.cookie, { organizationId: other.id, role: uniqueRole(), permission: {} }).expect(200);
    await request(t.http)
      .post(`${ORG}/delete`)
      .set('Cookie', owner.cookie)
      .send({ organizationId: other.id })
      .expect(200);
    const rows = await t.app.get(Sequelize).query(`SELECT "id" FROM "organizationRole" WHERE "organizationId" = ?`, {
      replacements: [other.id],
      type: QueryTypes.SELECT,
    });
    expect(rows).toEqual([]);
  });
});

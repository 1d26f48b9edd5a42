import { adminAc, createAccessControl, defaultStatements, memberAc, ownerAc } from '../../better-auth-1.7/index';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import {
  BetterAuthApp,
  OrganizationOptions,
  betterAuthOn,
  databaseMadeByBetterAuth,
  signUpThrough,
} from '../../support/better-auth-app';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { signIn, signUp } from '../../support/factories';
import { roleCalls } from '../../support/organization-roles';
import { addMember, setActiveOrganization } from '../../support/organizations';
import { keepRealPasswordHash } from '../../support/real-password-hash';
import { TestDatabase, createTestDatabase } from '../../support/test-database';

// Better Auth itself hashes and checks these users' passwords, at its own cost.
keepRealPasswordHash();
jest.setTimeout(90_000);

/** Better Auth 1.7's organization plugin with dynamic access control, as an app sets it up. */
const DYNAMIC_ACCESS_CONTROL: OrganizationOptions = {
  dynamicAccessControl: { enabled: true },
  ac: createAccessControl(defaultStatements),
  roles: { owner: ownerAc, admin: adminAc, member: memberAc },
};

interface Made {
  owner: { email: string; userId: string; cookie: string };
  member: { email: string; userId: string };
  organizationId: string;
  roleId: string;
}

/** An organization with a role made at run time through Better Auth 1.7, held by a member. */
async function makeRoleThrough17(app: BetterAuthApp): Promise<Made> {
  const { auth } = app;
  // Better Auth 1.7 names these endpoints as the 1.4 types do not know them.
  const api = auth.api as unknown as Record<string, (input: object) => Promise<any>>;
  const owner = await signUpThrough(app, 'roles17-owner');
  const member = await signUpThrough(app, 'roles17-member');
  const headers = { cookie: owner.cookie };
  const organization = await auth.api.createOrganization({ body: { name: 'Roles 17', slug: 'roles-17' }, headers });
  const organizationId = organization!.id;
  const created = await api.createOrgRole({
    body: { organizationId, role: 'Support', permission: { member: ['update'], invitation: ['create'] } },
    headers,
  });
  const added = await auth.api.addMember({ body: { userId: member.userId, role: 'member', organizationId } });
  await api.updateMemberRole({ body: { organizationId, memberId: added!.id, role: 'support' }, headers });
  return { owner, member, organizationId, roleId: created.roleData.id };
}

describe('organization roles Better Auth 1.7 made at run time, served here, and the reverse', () => {
  let database: TestDatabase;
  let made: Made;
  let t: TestApp;
  let roles: ReturnType<typeof roleCalls>;

  beforeAll(async () => {
    ({ database, made } = await databaseMadeByBetterAuth(makeRoleThrough17, '1.7', [], DYNAMIC_ACCESS_CONTROL));
    t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
    roles = roleCalls(t.http);
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('lists and reads the role Better Auth 1.7 stored, its permission parsed', async () => {
    const expected = {
      id: made.roleId,
      organizationId: made.organizationId,
      role: 'support',
      permission: { member: ['update'], invitation: ['create'] },
      createdAt: expect.any(String),
      updatedAt: null,
    };
    const query = { organizationId: made.organizationId };

    expect((await roles.list(made.owner.cookie, query).expect(200)).body).toEqual([expected]);
    expect((await roles.get(made.owner.cookie, { ...query, roleName: 'support' }).expect(200)).body).toEqual(expected);
  });

  it('answers has-permission for the member holding it by its statements', async () => {
    const cookie = await signIn(t.http, made.member.email);
    const allowed = async (permissions: Record<string, string[]>) =>
      (await roles.hasPermission(cookie, { organizationId: made.organizationId, permissions }).expect(200)).body
        .success as boolean;

    expect(await allowed({ member: ['update'] })).toBe(true);
    expect(await allowed({ invitation: ['create'] })).toBe(true);
    expect(await allowed({ team: ['create'] })).toBe(false);
  });

  it('refuses to delete it while the member holds it, as 1.7 does', async () => {
    const response = await roles
      .remove(made.owner.cookie, { organizationId: made.organizationId, roleName: 'support' })
      .expect(400);
    expect(response.body.code).toBe('ROLE_IS_ASSIGNED_TO_MEMBERS');
  });

  describe('a role made here', () => {
    let betterAuth: BetterAuthApp;

    beforeAll(() => {
      betterAuth = betterAuthOn(database, '1.7', [], DYNAMIC_ACCESS_CONTROL);
    });

    afterAll(async () => {
      await betterAuth?.close();
    });

    it('is read by Better Auth 1.7 and honoured by its has-permission', async () => {
      const holder = await signUp(t.http);
      await roles
        .create(made.owner.cookie, {
          organizationId: made.organizationId,
          role: 'Auditor',
          permission: { team: ['update'] },
        })
        .expect(200);
      await addMember(t.http, made.organizationId, holder.userId, 'auditor');
      await setActiveOrganization(t.http, holder.cookie, made.organizationId);
      const api = betterAuth.auth.api as unknown as Record<string, (input: object) => Promise<any>>;

      const listed = await api.listOrgRoles({
        query: { organizationId: made.organizationId },
        headers: new Headers({ cookie: made.owner.cookie }),
      });
      const check = (permissions: Record<string, string[]>) =>
        api.hasPermission({
          body: { organizationId: made.organizationId, permissions },
          headers: new Headers({ cookie: holder.cookie }),
        });

      expect(listed).toContainEqual(
        expect.objectContaining({
          role: 'auditor',
          organizationId: made.organizationId,
          permission: { team: ['update'] },
        }),
      );
      expect(await check({ team: ['update'] })).toMatchObject({ success: true });
      expect(await check({ team: ['delete'] })).toMatchObject({ success: false });
    });
  });
});

describe('a Better Auth 1.7 database holding two roles of one name in an organization (1.7 does not prevent it)', () => {
  it('is served: the migration leaves out the unique name index, and both rows still list', async () => {
    const { database, made } = await databaseMadeByBetterAuth(makeRoleThrough17, '1.7', [], DYNAMIC_ACCESS_CONTROL);
    await database.run(
      `INSERT INTO "organizationRole" ("id", "organizationId", "role", "permission", "createdAt")
       SELECT 'twin-role', "organizationId", "role", "permission", "createdAt" FROM "organizationRole"`,
    );
    const t = await createTestApp({ database, config: { ...ADMIN_TEST_CONFIG, sessionsInDatabase: true } });
    try {
      const cookie = await signIn(t.http, made.owner.email);
      const listed = await roleCalls(t.http).list(cookie, { organizationId: made.organizationId }).expect(200);
      expect(listed.body.map((role: { role: string }) => role.role)).toEqual(['support', 'support']);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});

describe('a database this service made, for Better Auth 1.7 with dynamic access control', () => {
  it('has the organizationRole table as 1.7 would make it: nothing to create, add or fix', async () => {
    const database = await createTestDatabase({ sqliteFile: true });
    const t = await createTestApp({ database });
    const betterAuth = betterAuthOn(database, '1.7', [], DYNAMIC_ACCESS_CONTROL);
    try {
      const { toBeCreated, toBeAdded, schemaProblems } = (await betterAuth.migrations()) as Awaited<
        ReturnType<BetterAuthApp['migrations']>
      > & { schemaProblems: string[] };

      expect({ toBeCreated, toBeAdded, schemaProblems }).toEqual({
        toBeCreated: [],
        toBeAdded: [],
        schemaProblems: [],
      });
    } finally {
      await betterAuth.close();
      await t.close();
      await database.drop();
    }
  });
});

import { ADMIN_TEST_CONFIG } from '../support/admin';
import { CLIENT_LINE_CONFIG, CLIENT_ROLES_ENV, createAuthClient, organizationClient } from '../support/client-line';
import { CookieJar } from '../support/cookie-jar';
import { TestApp, createTestApp } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';
import { addMember } from '../support/organizations';

/** A browser whose page uses the client with organizationClient and dynamic access control, keeping its cookies. */
function rolesBrowser(baseUrl: string) {
  const jar = new CookieJar(new URL(baseUrl).origin);
  return createAuthClient({
    baseURL: baseUrl,
    plugins: [organizationClient({ dynamicAccessControl: { enabled: true } })],
    fetchOptions: { customFetchImpl: jar.fetch },
  });
}

type Client = ReturnType<typeof rolesBrowser>;
// The client's role calls are typed from the app's own access control, which a client alone does not know.
type RoleCalls = Record<'createRole' | 'listRoles' | 'getRole' | 'updateRole' | 'deleteRole', (input: object) => any>;

describe('organization roles through the official client with dynamic access control', () => {
  let t: TestApp;
  let owner: Client;
  let member: Client;
  let memberId: string;
  let organizationId: string;

  /** Someone who signs up in a browser of their own. */
  async function signedUp(): Promise<{ client: Client; userId: string }> {
    const client = rolesBrowser(t.baseUrl);
    const { data, error } = await client.signUp.email({
      name: 'Role',
      email: uniqueEmail('roles'),
      password: PASSWORD,
    });
    expect(error).toBeNull();
    return { client, userId: data!.user.id };
  }

  const rolesOf = (client: Client) => client.organization as unknown as RoleCalls;

  beforeAll(async () => {
    t = await createTestApp({
      config: {
        ...ADMIN_TEST_CONFIG,
        ...CLIENT_LINE_CONFIG,
      },
      env: CLIENT_ROLES_ENV,
      listen: true,
    });
    const signedUpOwner = await signedUp();
    owner = signedUpOwner.client;
    const created = await owner.organization.create({ name: 'Roles', slug: uniqueEmail('roles').split('@')[0] });
    expect(created.error).toBeNull();
    organizationId = created.data!.id;
    const signedUpMember = await signedUp();
    member = signedUpMember.client;
    memberId = (await addMember(t.http, organizationId, signedUpMember.userId, 'member')).id;
    expect((await member.organization.setActive({ organizationId })).error).toBeNull();
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, reads, updates and deletes a role, and the member holding it has its permissions', async () => {
    const created = await rolesOf(owner).createRole({ role: 'Support', permission: { member: ['update'] } });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      success: true,
      roleData: { organizationId, role: 'support', permission: { member: ['update'] } },
      statements: { member: ['update'] },
    });
    const roleId = created.data.roleData.id as string;

    const listed = await rolesOf(owner).listRoles({ query: { organizationId } });
    const read = await rolesOf(member).getRole({ query: { roleName: 'support' } });
    expect(listed.data).toEqual([expect.objectContaining({ id: roleId, role: 'support' })]);
    expect(read.data).toMatchObject({ id: roleId, permission: { member: ['update'] } });

    const updated = await rolesOf(owner).updateRole({
      roleId,
      data: { permission: { member: ['update'], invitation: ['create'] } },
    });
    expect(updated.data).toMatchObject({ success: true, roleData: { id: roleId, role: 'support' } });

    const assigned = await owner.organization.updateMemberRole({ memberId, role: 'support' });
    expect(assigned.data).toMatchObject({ role: 'support' });
    const allowed = await member.organization.hasPermission({ permissions: { invitation: ['create'] } });
    const refused = await member.organization.hasPermission({ permissions: { organization: ['update'] } });
    expect(allowed.data).toMatchObject({ success: true });
    expect(refused.data).toMatchObject({ success: false });

    const stillHeld = await rolesOf(owner).deleteRole({ roleName: 'support' });
    expect(stillHeld.error).toMatchObject({ status: 400, code: 'ROLE_IS_ASSIGNED_TO_MEMBERS' });
    await owner.organization.updateMemberRole({ memberId, role: 'member' });
    const deleted = await rolesOf(owner).deleteRole({ roleId });
    expect(deleted.data).toEqual({ success: true });
  });

  it('refuses a member the creation of a role, while granting what ORGANIZATION_ROLES gives members', async () => {
    const refused = await rolesOf(member).createRole({ role: 'sneaky', permission: { team: ['create'] } });
    // The client types permissions from Better Auth's default statements, which have no apiKey resource.
    const permissions = { apiKey: ['read'] } as unknown as { ac: ['read'] };
    const configured = await member.organization.hasPermission({ permissions });
    expect(refused.error).toMatchObject({ status: 403, code: 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE' });
    expect(configured.data).toMatchObject({ success: true });
  });
});

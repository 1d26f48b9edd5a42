import { RoleGrants } from '../../platform/common/access/access-control';
import { loadConfig } from '../../platform/config/load-config';
import { MembershipSource, OrganizationMemberships } from './organization-memberships';
import { OrganizationRoles, hasRole, joinRoles } from './organization-roles';

const CRUD = ['create', 'read', 'update', 'delete'];

/** The roles over a configuration, with the organization `org-1` holding the stored roles given. */
function rolesWith(env: NodeJS.ProcessEnv = {}, stored: Record<string, RoleGrants> = {}) {
  const asked: string[][] = [];
  const memberships = new OrganizationMemberships();
  const source: MembershipSource = {
    exists: () => Promise.resolve(true),
    roleOf: () => Promise.resolve(null),
    storedRoles: (organizationId, roles) => {
      asked.push([...roles]);
      const found = roles.filter((role) => organizationId === 'org-1' && Object.hasOwn(stored, role));
      return Promise.resolve(Object.fromEntries(found.map((role) => [role, stored[role]])));
    },
    idBySlug: () => Promise.resolve(null),
  };
  memberships.register(source);
  return { roles: new OrganizationRoles(loadConfig({ env }), memberships), asked };
}

describe('OrganizationRoles', () => {
  it.each([
    [
      'owner',
      {
        organization: ['update', 'delete'],
        member: ['create', 'update', 'delete'],
        invitation: ['create', 'cancel'],
        team: ['create', 'update', 'delete'],
        ac: CRUD,
        apiKey: CRUD,
      },
    ],
    [
      'admin',
      {
        organization: ['update'],
        member: ['create', 'update', 'delete'],
        invitation: ['create', 'cancel'],
        team: ['create', 'update', 'delete'],
        ac: CRUD,
      },
    ],
    ['member', { ac: ['read'] }],
  ])('grants %s its actions, as Better Auth 1.7 with dynamic access control', async (role, request) => {
    expect(await rolesWith().roles.allows('org-1', role, request)).toBe(true);
  });

  it('refuses admins the deletion of the organization and the keys, and members all but reading roles', async () => {
    const { roles } = rolesWith();
    expect(await roles.allows('org-1', 'admin', { organization: ['delete'] })).toBe(false);
    for (const action of CRUD) {
      expect(await roles.allows('org-1', 'admin', { apiKey: [action] })).toBe(false);
      expect(await roles.allows('org-1', 'member', { apiKey: [action] })).toBe(false);
    }
    const requests: Array<Record<string, string[]>> = [
      { organization: ['update'] },
      { member: ['create'] },
      { ac: ['create'] },
    ];
    for (const request of requests) {
      expect(await roles.allows('org-1', 'member', request)).toBe(false);
    }
  });

  it('checks AND by default and OR on request; any of several roles grants', async () => {
    const { roles } = rolesWith();
    expect(await roles.allows('org-1', 'admin', { organization: ['update', 'delete'] })).toBe(false);
    expect(await roles.allows('org-1', 'admin', { organization: ['update', 'delete'] }, 'OR')).toBe(true);
    expect(await roles.allows('org-1', 'member,admin', { team: ['create'] })).toBe(true);
    expect(await roles.allows('org-1', 'owner', { billing: ['read'] })).toBe(false);
  });

  it('lets the creator role do everything on the keys, and others as their apiKey statement says', async () => {
    const { roles } = rolesWith({ ORGANIZATION_ROLES: '{"owner":{"apiKey":[]},"member":{"apiKey":["read"]}}' });
    expect(await roles.allowOnApiKeys('org-1', 'owner', 'delete')).toBe(true);
    expect(await roles.allowOnApiKeys('org-1', 'member', 'read')).toBe(true);
    expect(await roles.allowOnApiKeys('org-1', 'member', 'create')).toBe(false);
  });

  it('merges configured roles over the built-in ones resource by resource, and adds new roles and resources', () => {
    const { roles } = rolesWith({
      ORGANIZATION_ROLES: JSON.stringify({
        admin: { apiKey: CRUD, member: ['create'] },
        billing: { invoice: ['read', 'pay'], team: ['update'] },
        auditor: { invoice: ['export'] },
      }),
    });
    const predefined = roles.predefinedRoles();
    expect(predefined.admin).toEqual({
      organization: ['update'],
      member: ['create'],
      invitation: ['create', 'cancel'],
      team: ['create', 'update', 'delete'],
      ac: CRUD,
      apiKey: CRUD,
    });
    expect(predefined.billing).toEqual({ invoice: ['read', 'pay'], team: ['update'] });
    expect(predefined.owner.apiKey).toEqual(CRUD);
    expect(roles.statements()).toEqual({
      organization: ['update', 'delete'],
      member: ['create', 'update', 'delete'],
      invitation: ['create', 'cancel'],
      team: ['create', 'update', 'delete'],
      ac: CRUD,
      apiKey: CRUD,
      invoice: ['read', 'pay', 'export'],
    });
    expect(['owner', 'admin', 'member', 'billing', 'auditor'].every((role) => roles.isPredefined(role))).toBe(true);
    expect(roles.isPredefined('toString')).toBe(false);
  });

  it("reads only the organization's stored roles the member holds that are not predefined", async () => {
    const { roles, asked } = rolesWith({}, { support: { member: ['update'] } });
    expect(await roles.allows('org-1', 'support,member', { member: ['update'] })).toBe(true);
    expect(await roles.allows('org-2', 'support', { member: ['update'] })).toBe(false);
    expect(await roles.allows('org-1', 'admin,owner', { member: ['update'] })).toBe(true);
    expect(asked).toEqual([['support'], ['support']]);
    expect(await roles.unknownAmong('org-1', ['admin', 'support', 'wizard'])).toEqual(['wizard']);
  });
});

describe('organization role strings', () => {
  it('joins roles given as a list and matches whole entries', () => {
    expect(joinRoles(['admin', ' member '])).toBe('admin,member');
    expect(joinRoles('owner')).toBe('owner');
    expect(joinRoles('admin, member')).toBe('admin,member');
    expect(hasRole('admin,owner', 'owner')).toBe(true);
    expect(hasRole('co-owner', 'owner')).toBe(false);
  });
});

import { hasRole, isKnownRole, joinRoles, memberMay } from './organization-roles';

describe('organization roles', () => {
  it.each([
    [
      'owner',
      {
        organization: ['update', 'delete'],
        member: ['create', 'update', 'delete'],
        invitation: ['create', 'cancel'],
        team: ['create', 'update', 'delete'],
      },
    ],
    [
      'admin',
      {
        organization: ['update'],
        member: ['create', 'update', 'delete'],
        invitation: ['create', 'cancel'],
        team: ['create', 'update', 'delete'],
      },
    ],
  ])('grants %s its actions', (role, request) => {
    expect(memberMay(role, request)).toBe(true);
  });

  it('refuses admins the deletion of the organization and members everything', () => {
    expect(memberMay('admin', { organization: ['delete'] })).toBe(false);
    const requests: Array<Record<string, string[]>> = [
      { organization: ['update'] },
      { member: ['create'] },
      { invitation: ['create'] },
      { team: ['create'] },
    ];
    for (const request of requests) {
      expect(memberMay('member', request)).toBe(false);
    }
  });

  it("grants the owner every action on the organization's API keys, admins and members none", () => {
    expect(memberMay('owner', { apiKey: ['create', 'read', 'update', 'delete'] })).toBe(true);
    for (const action of ['create', 'read', 'update', 'delete']) {
      expect(memberMay('admin', { apiKey: [action] })).toBe(false);
      expect(memberMay('member', { apiKey: [action] })).toBe(false);
    }
  });

  it('checks AND by default and OR on request', () => {
    expect(memberMay('admin', { organization: ['update', 'delete'] })).toBe(false);
    expect(memberMay('admin', { organization: ['update', 'delete'] }, 'OR')).toBe(true);
    expect(memberMay('member', { organization: ['update', 'delete'] }, 'OR')).toBe(false);
  });

  it('lets any of several comma-joined roles grant, and unknown roles or resources grant nothing', () => {
    expect(memberMay('member,admin', { team: ['create'] })).toBe(true);
    expect(memberMay('guest', { team: ['create'] })).toBe(false);
    expect(memberMay('owner', { billing: ['read'] })).toBe(false);
    expect(memberMay('owner', { constructor: [] })).toBe(false);
  });

  it('knows owner, admin and member only', () => {
    expect(['owner', 'admin', 'member'].every(isKnownRole)).toBe(true);
    expect(isKnownRole('toString')).toBe(false);
    expect(isKnownRole('')).toBe(false);
  });

  it('joins roles given as a list and matches whole entries', () => {
    expect(joinRoles(['admin', ' member '])).toBe('admin,member');
    expect(joinRoles('owner')).toBe('owner');
    expect(joinRoles('admin, member')).toBe('admin,member');
    expect(hasRole('admin,owner', 'owner')).toBe(true);
    expect(hasRole('co-owner', 'owner')).toBe(false);
  });
});

import { roleAllows, rolesAllow, splitRoles } from './access-control';

const ADMIN = { user: ['create', 'list', 'ban'], session: ['list', 'revoke'] };
const SUPPORT = { user: ['list'], session: ['list'] };

describe('roleAllows', () => {
  it('allows a request whose every action is granted (AND)', () => {
    expect(roleAllows(ADMIN, { user: ['create', 'ban'], session: ['revoke'] })).toBe(true);
  });

  it('refuses a request with one action not granted (AND)', () => {
    expect(roleAllows(SUPPORT, { user: ['list', 'ban'] })).toBe(false);
    expect(roleAllows(SUPPORT, { user: ['list'], session: ['revoke'] })).toBe(false);
  });

  it('allows with OR when one asked action of one resource is granted', () => {
    expect(roleAllows(SUPPORT, { user: ['ban', 'list'] }, 'OR')).toBe(true);
    expect(roleAllows(SUPPORT, { user: ['ban'], session: ['list'] }, 'OR')).toBe(true);
    expect(roleAllows(SUPPORT, { user: ['ban'], session: ['revoke'] }, 'OR')).toBe(false);
  });

  it('refuses an unknown resource and an empty request', () => {
    expect(roleAllows(ADMIN, { organization: ['delete'] })).toBe(false);
    expect(roleAllows(ADMIN, { organization: [] })).toBe(false);
    expect(roleAllows(ADMIN, { user: ['ban'], organization: [] })).toBe(false);
    expect(roleAllows(ADMIN, { constructor: ['create'] })).toBe(false);
    expect(roleAllows(ADMIN, {})).toBe(false);
  });
});

describe('rolesAllow', () => {
  const roles = { admin: ADMIN, support: SUPPORT, user: {} };

  it('allows when any of the roles grants the request', () => {
    expect(rolesAllow(['user', 'support'], roles, { user: ['list'] })).toBe(true);
    expect(rolesAllow(['user', 'support'], roles, { user: ['ban'] })).toBe(false);
  });

  it('grants nothing for unknown roles, prototype names included', () => {
    expect(rolesAllow(['owner', 'constructor', '__proto__'], roles, { user: ['list'] })).toBe(false);
  });
});

describe('splitRoles', () => {
  it('splits comma-joined roles and drops blanks', () => {
    expect(splitRoles('admin, support,,user ')).toEqual(['admin', 'support', 'user']);
    expect(splitRoles(null)).toEqual([]);
  });
});

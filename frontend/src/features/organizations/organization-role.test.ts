import { describe, expect, it } from 'vitest';
import { isOrganizationAdministrator } from './organization-role';
import type { Member } from './organization.types';

const member = (userId: string, role: string): Member => ({
  id: `m-${userId}`,
  organizationId: 'o1',
  userId,
  role,
  createdAt: '2026-11-01',
  user: { id: userId, name: userId, email: `${userId}@example.com` },
});

describe('isOrganizationAdministrator', () => {
  const members = [member('olga', 'owner'), member('adam', 'member,admin'), member('mia', 'member')];

  it('holds for owners and admins, also among several roles', () => {
    expect(isOrganizationAdministrator(members, 'olga')).toBe(true);
    expect(isOrganizationAdministrator(members, 'adam')).toBe(true);
  });

  it('does not hold for plain members or people outside the organization', () => {
    expect(isOrganizationAdministrator(members, 'mia')).toBe(false);
    expect(isOrganizationAdministrator(members, 'stranger')).toBe(false);
  });
});

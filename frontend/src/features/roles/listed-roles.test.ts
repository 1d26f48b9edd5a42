import { describe, expect, it } from 'vitest';
import { listRoles } from './listed-roles';
import { holdersByRole } from './role-holders';

const made = (role: string) => ({
  id: `id-${role}`,
  role,
  permission: { report: ['export'] },
  createdAt: '2026-11-01',
});

describe('listRoles', () => {
  it('puts the predefined roles first, in the catalogue’s order, then the run-time ones by name', () => {
    const roles = listRoles({ owner: { member: ['create'] }, member: {} }, [made('support'), made('auditor')]);

    expect(roles.map((role) => [role.name, role.runtime?.id ?? null])).toEqual([
      ['owner', null],
      ['member', null],
      ['auditor', 'id-auditor'],
      ['support', 'id-support'],
    ]);
  });

  it('keeps the predefined role when a run-time one has its name', () => {
    expect(listRoles({ member: {} }, [made('member')])).toEqual([{ name: 'member', permission: {}, runtime: null }]);
  });
});

describe('holdersByRole', () => {
  it('counts a member with comma-joined roles as a holder of each', () => {
    const holders = holdersByRole([
      { role: 'owner', user: { email: 'olga@example.com' } },
      { role: 'admin, auditor', user: { email: 'ada@example.com' } },
      { role: 'auditor', user: { email: 'aud@example.com' } },
    ]);

    expect(holders.get('auditor')).toEqual(['ada@example.com', 'aud@example.com']);
    expect(holders.get('admin')).toEqual(['ada@example.com']);
    expect(holders.get('member')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { actionColumns, togglePermission } from './statements';

const STATEMENTS = {
  member: ['create', 'update', 'delete'],
  invitation: ['create', 'cancel'],
  report: ['export'],
};

describe('actionColumns', () => {
  it('lists every action once, in the order the catalogue first names it', () => {
    expect(actionColumns(STATEMENTS)).toEqual(['create', 'update', 'delete', 'cancel', 'export']);
  });
});

describe('togglePermission', () => {
  it('grants an action in the catalogue’s order of actions and resources', () => {
    const granted = togglePermission(STATEMENTS, { member: ['delete'] }, 'member', 'create', true);
    expect(granted).toEqual({ member: ['create', 'delete'] });
    expect(togglePermission(STATEMENTS, granted, 'report', 'export', true)).toEqual({
      member: ['create', 'delete'],
      report: ['export'],
    });
  });

  it('drops a resource once its last action is taken away', () => {
    expect(togglePermission(STATEMENTS, { member: ['create'], report: ['export'] }, 'member', 'create', false)).toEqual(
      { report: ['export'] },
    );
  });

  it('drops resources and actions the catalogue does not have, which the service would refuse', () => {
    expect(
      togglePermission(STATEMENTS, { member: ['create', 'promote'], gone: ['read'] }, 'report', 'export', true),
    ).toEqual({ member: ['create'], report: ['export'] });
  });
});

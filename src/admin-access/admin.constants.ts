import { RoleGrants } from '../common/access/access-control';

/** Every admin permission: the statements of Better Auth's admin plugin. */
export const ADMIN_STATEMENTS: RoleGrants = {
  user: [
    'create',
    'list',
    'set-role',
    'ban',
    'impersonate',
    'delete',
    'set-password',
    'set-email',
    'set-phone',
    'get',
    'update',
  ],
  session: ['list', 'revoke', 'delete'],
};

/** The built-in role that grants nothing. */
export const USER_ROLE_GRANTS: RoleGrants = { user: [], session: [] };

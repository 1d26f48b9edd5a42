import { RoleGrants } from '../common/access/access-control';

/** Every admin permission: the statements of Better Auth's admin plugin. */
export const ADMIN_STATEMENTS: RoleGrants = {
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password', 'set-email', 'set-phone', 'get', 'update'],
  session: ['list', 'revoke', 'delete'],
};

/** The built-in role that grants nothing. */
export const USER_ROLE_GRANTS: RoleGrants = { user: [], session: [] };

/** has-permission for an unknown user id answers with the spec's own wording. */
export const PERMISSION_CHECK_USER_NOT_FOUND = 'user not found.';
export const DEFAULT_LIST_LIMIT = 100;

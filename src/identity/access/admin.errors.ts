import { defineErrors } from '../../platform/common/errors/define-errors';

/** Better Auth's admin messages; its wire codes are derived from them. */
export const ADMIN_ERRORS = defineErrors({
  YOU_CANNOT_BAN_YOURSELF: { status: 400, message: 'You cannot ban yourself' },
  YOU_CANNOT_REMOVE_YOURSELF: { status: 400, message: 'You cannot remove yourself' },
  YOU_CANNOT_IMPERSONATE_ADMINS: { status: 403, message: 'You cannot impersonate admins' },
  YOU_ARE_ALREADY_IMPERSONATING: { status: 403, message: 'You are already impersonating a user' },
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: { status: 403, message: 'You are not allowed to change users role' },
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: { status: 403, message: 'You are not allowed to create users' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: { status: 403, message: 'You are not allowed to list users' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: { status: 403, message: 'You are not allowed to list users sessions' },
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: {
    status: 400,
    message: 'You are not allowed to set a non-existent role value',
  },
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL: { status: 403, message: 'You are not allowed to update users email' },
  PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER: {
    status: 400,
    message: 'Password cannot be updated through update-user. Use the set-user-password endpoint instead',
  },
  USER_ID_CANNOT_BE_UPDATED: { status: 400, message: 'User id cannot be updated' },
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: { status: 403, message: 'You are not allowed to ban users' },
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: { status: 403, message: 'You are not allowed to impersonate users' },
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: {
    status: 403,
    message: 'You are not allowed to revoke users sessions',
  },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: { status: 403, message: 'You are not allowed to delete users' },
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: { status: 403, message: 'You are not allowed to set users password' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: { status: 403, message: 'You are not allowed to update users' },
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: { status: 403, message: 'You are not allowed to get user' },
  NO_DATA_TO_UPDATE: { status: 400, message: 'No data to update' },
  INVALID_ROLE_TYPE: { status: 400, message: 'Invalid role type' },
  YOU_ARE_NOT_IMPERSONATING_ANYONE: { status: 400, message: 'You are not impersonating anyone' },
  FAILED_TO_FIND_USER: { status: 400, message: 'Failed to find user' },
  FAILED_TO_FIND_ADMIN_SESSION: { status: 400, message: 'Failed to find admin session' },
  INVALID_PERMISSION_CHECK_NO_PERMISSIONS_WERE_PASSED: {
    status: 400,
    message: 'invalid permission check. no permission(s) were passed.',
  },
  USER_ID_OR_ROLE_IS_REQUIRED: { status: 400, message: 'user id or role is required' },
  // Beyond Better Auth's admin plugin, worded as its refusals are.
  YOU_ARE_NOT_ALLOWED_TO_RESET_USERS_TWO_FACTOR: {
    status: 403,
    message: 'You are not allowed to reset users two-factor',
  },
  YOU_ARE_NOT_ALLOWED_TO_REMOVE_USERS_PASSKEYS: {
    status: 403,
    message: 'You are not allowed to remove users passkeys',
  },
  YOU_ARE_NOT_ALLOWED_TO_LIST_ORGANIZATIONS: {
    status: 403,
    message: 'You are not allowed to list organizations',
  },
  YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS: { status: 403, message: 'You are not allowed to list audit events' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_EMAIL_DELIVERIES: {
    status: 403,
    message: 'You are not allowed to list e-mail deliveries',
  },
  YOU_ARE_NOT_ALLOWED_TO_RESEND_EMAILS: { status: 403, message: 'You are not allowed to resend e-mails' },
  YOU_ARE_NOT_ALLOWED_TO_UNLOCK_USERS: { status: 403, message: 'You are not allowed to unlock users' },
  // Admin roles made at run time, worded as Better Auth 1.7's organization roles are.
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE: { status: 403, message: 'You are not allowed to create a role' },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE: { status: 403, message: 'You are not allowed to update a role' },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE: { status: 403, message: 'You are not allowed to delete a role' },
  YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE: { status: 403, message: 'You are not allowed to read a role' },
  YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE: { status: 403, message: 'You are not allowed to list a role' },
  ROLE_NOT_FOUND: { status: 400, message: 'Role not found' },
  ROLE_NAME_IS_ALREADY_TAKEN: { status: 400, message: 'That role name is already taken' },
  INVALID_RESOURCE: { status: 400, message: 'The provided permission includes an invalid resource' },
  INVALID_ACTION: { status: 400, message: 'The provided permission includes an invalid action' },
  CANNOT_DELETE_A_PRE_DEFINED_ROLE: { status: 400, message: 'Cannot delete a pre-defined role' },
  ROLE_IS_ASSIGNED_TO_USERS: {
    status: 400,
    message: 'Cannot delete a role that is assigned to users. Please reassign the users to a different role first',
  },
});

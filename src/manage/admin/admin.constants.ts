/** has-permission for an unknown user id answers with the spec's own wording. */
export const PERMISSION_CHECK_USER_NOT_FOUND = 'user not found.';

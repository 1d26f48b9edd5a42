import { AuthError } from '../../platform/common/errors/auth-error';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';

/** A role given as one string or a list, stored comma-joined; anything else is INVALID_ROLE_TYPE. */
export function joinRoles(role: unknown): string {
  const roles = Array.isArray(role) ? role : [role];
  if (
    roles.length === 0 ||
    roles.some((entry) => typeof entry !== 'string' || entry.trim() === '' || entry.length > 64)
  ) {
    throw new AuthError(ADMIN_ERRORS.INVALID_ROLE_TYPE);
  }
  return (roles as string[]).map((entry) => entry.trim()).join(',');
}

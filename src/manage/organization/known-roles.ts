import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { isKnownRole, joinRoles } from '../../identity/access/organization-roles';
import { ORGANIZATION_ERRORS } from './organization.errors';

/** The roles given, comma-joined; each must exist (owner, admin, member). */
export function knownRoles(role: string | string[]): string {
  const joined = joinRoles(role);
  const unknown = joined.split(',').filter((entry) => !isKnownRole(entry));
  if (!joined) throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
  if (unknown.length > 0) {
    throw new AuthError(ORGANIZATION_ERRORS.ROLE_NOT_FOUND, {
      message: `${ORGANIZATION_ERRORS.ROLE_NOT_FOUND.message}: ${unknown.join(', ')}`,
    });
  }
  return joined;
}

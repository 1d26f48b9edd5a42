import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { OrganizationRoles, joinRoles } from '../../identity/access/organization-roles';
import { ORGANIZATION_ERRORS } from './organization.errors';

/** The roles given, comma-joined; each must be predefined or one the organization made. */
export async function knownRoles(
  roles: OrganizationRoles,
  organizationId: string,
  role: string | string[],
): Promise<string> {
  const joined = joinRoles(role);
  if (!joined) throw new AuthError(BASE_ERRORS.VALIDATION_ERROR);
  const unknown = await roles.unknownAmong(organizationId, joined.split(','));
  if (unknown.length > 0) throw roleNotFound(unknown);
  return joined;
}

/** ROLE_NOT_FOUND naming the roles. */
export function roleNotFound(unknown: string[]): AuthError {
  return new AuthError(ORGANIZATION_ERRORS.ROLE_NOT_FOUND, {
    message: `${ORGANIZATION_ERRORS.ROLE_NOT_FOUND.message}: ${unknown.join(', ')}`,
  });
}

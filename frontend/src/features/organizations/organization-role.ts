import { splitRoles } from '../../lib/roles';
import type { Member } from './organization.types';

/**
 * Whether the user is an owner or an admin of the organization: the roles the service lets manage
 * its identity providers and SCIM connections.
 */
export function isOrganizationAdministrator(members: Member[], userId: string): boolean {
  const roles = splitRoles(members.find((member) => member.userId === userId)?.role);
  return roles.includes('owner') || roles.includes('admin');
}

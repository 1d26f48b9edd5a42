import { useQuery } from '@tanstack/react-query';
import { listRoles } from '../listed-roles';
import { adminRolesQueryOptions } from './admin-roles';
import { organizationRolesQueryOptions } from './organization-roles';
import { statementsCatalogueQueryOptions } from './statements-catalogue';

/**
 * Every admin role a user can be given: the predefined ones and those made at run time. Until the
 * service answers, or when a list is refused, the choices are what is known so far; the service still
 * decides what it accepts.
 */
export function useAdminRoleNames(): string[] {
  const catalogue = useQuery(statementsCatalogueQueryOptions);
  const runtime = useQuery(adminRolesQueryOptions);
  return listRoles(catalogue.data?.admin.roles ?? {}, runtime.data ?? []).map((role) => role.name);
}

/** Every role a member of the organization can hold: the predefined ones and the organization's own. */
export function useOrganizationRoleNames(organizationId: string): string[] {
  const catalogue = useQuery(statementsCatalogueQueryOptions);
  const runtime = useQuery(organizationRolesQueryOptions(organizationId));
  return listRoles(catalogue.data?.organization.roles ?? {}, runtime.data ?? []).map((role) => role.name);
}

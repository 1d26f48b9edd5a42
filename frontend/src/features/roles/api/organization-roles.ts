import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { organizationKeys } from '../../organizations/api/keys';
import type { RoleDraft, RuntimeRole } from '../roles.types';
import { roleKeys } from './keys';
import { updateRoleBody } from './update-role-body';

export function organizationRolesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: roleKeys.organization(organizationId),
    queryFn: () =>
      unwrap(
        authClient.$fetch<RuntimeRole[]>('/organization/list-roles', { method: 'GET', query: { organizationId } }),
      ),
    // A refusal (not a member, or a role without `ac: read`) is an answer, not a hiccup.
    retry: false,
  });
}

/** A change to the organization's roles refreshes them, and its members, whose roles a rename may touch. */
function useOrganizationRoleChange<TInput>(organizationId: string, path: string, body: (input: TInput) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) =>
      unwrap(authClient.$fetch<unknown>(path, { method: 'POST', body: { organizationId, ...body(input) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: roleKeys.organization(organizationId) });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.full(organizationId) });
    },
  });
}

export function useCreateOrganizationRole(organizationId: string) {
  return useOrganizationRoleChange(organizationId, '/organization/create-role', (draft: RoleDraft) => draft);
}

export function useUpdateOrganizationRole(organizationId: string) {
  return useOrganizationRoleChange(organizationId, '/organization/update-role', updateRoleBody);
}

export function useDeleteOrganizationRole(organizationId: string) {
  return useOrganizationRoleChange(organizationId, '/organization/delete-role', (roleId: string) => ({ roleId }));
}

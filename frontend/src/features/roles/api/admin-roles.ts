import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { RoleDraft, RuntimeRole } from '../roles.types';
import { roleKeys } from './keys';
import { updateRoleBody } from './update-role-body';

/** The admin roles made at run time; the predefined ones are in the catalogue. */
export const adminRolesQueryOptions = queryOptions({
  queryKey: roleKeys.admin(),
  queryFn: () => unwrap(authClient.$fetch<RuntimeRole[]>('/admin/list-roles', { method: 'GET' })),
  retry: false,
});

function useAdminRoleChange<TInput>(path: string, body: (input: TInput) => object) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => unwrap(authClient.$fetch<unknown>(path, { method: 'POST', body: body(input) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.admin() }),
  });
}

export function useCreateAdminRole() {
  return useAdminRoleChange('/admin/create-role', (draft: RoleDraft) => draft);
}

export function useUpdateAdminRole() {
  return useAdminRoleChange('/admin/update-role', updateRoleBody);
}

export function useDeleteAdminRole() {
  return useAdminRoleChange('/admin/delete-role', (roleId: string) => ({ roleId }));
}

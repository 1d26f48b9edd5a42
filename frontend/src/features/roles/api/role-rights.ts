import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { RoleRights } from '../roles.types';
import { roleKeys } from './keys';

type RoleAction = keyof RoleRights;

/** Asks the service once per action whether the caller's role holds `ac: [action]`. */
async function askRights(path: string, body: object): Promise<RoleRights> {
  // The client's own types know only the built-in statements, not `ac`.
  const may = async (action: RoleAction) =>
    (
      await unwrap(
        authClient.$fetch<{ success: boolean }>(path, {
          method: 'POST',
          body: { ...body, permissions: { ac: [action] } },
        }),
      )
    ).success;
  const [create, update, remove] = await Promise.all([may('create'), may('update'), may('delete')]);
  return { create, update, delete: remove };
}

export function organizationRoleRightsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: roleKeys.organizationRights(organizationId),
    queryFn: () => askRights('/organization/has-permission', { organizationId }),
  });
}

export const adminRoleRightsQueryOptions = queryOptions({
  queryKey: roleKeys.adminRights(),
  queryFn: () => askRights('/admin/has-permission', {}),
});

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyRecord } from '../../api-keys/api-key.types';
import type { Organization } from '../../organizations/organization.types';
import { userKeys } from './keys';

interface UserOrganization extends Organization {
  role: string;
}

/** The service's admin paths; Better Auth's client lists keys and organizations only for the signed-in user. */
export function userApiKeysQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...userKeys.detail(userId), 'api-keys'],
    queryFn: () =>
      unwrap(authClient.$fetch<ApiKeyRecord[]>('/admin/list-user-api-keys', { method: 'GET', query: { userId } })),
  });
}

export function userOrganizationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...userKeys.detail(userId), 'organizations'],
    queryFn: () =>
      unwrap(
        authClient.$fetch<UserOrganization[]>('/admin/list-user-organizations', { method: 'GET', query: { userId } }),
      ),
  });
}

/** Enables or disables one of the user's keys through the admin path, at once in the list, undone if refused. */
export function useSetUserApiKeyEnabled(userId: string) {
  const queryClient = useQueryClient();
  const key = userApiKeysQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn: ({ keyId, enabled }: { keyId: string; enabled: boolean }) =>
      unwrap(
        authClient.$fetch<ApiKeyRecord>('/admin/update-api-key', { method: 'POST', body: { keyId, userId, enabled } }),
      ),
    onMutate: async ({ keyId, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApiKeyRecord[]>(key);
      queryClient.setQueryData<ApiKeyRecord[]>(key, (keys) =>
        keys?.map((apiKey) => (apiKey.id === keyId ? { ...apiKey, enabled } : apiKey)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

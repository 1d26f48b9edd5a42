import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyPage, ApiKeyRecord, CreatedApiKey } from '../../api-keys/api-key.types';
import { organizationKeys } from './keys';
import { optimisticKeyUpdate } from '../../api-keys/api/optimistic-key-update';
import type { CreateApiKeyInput } from '../../api-keys/api/create-api-key';

/** The service's key configuration whose keys belong to organizations. */
const ORGANIZATION_KEY_CONFIG_ID = 'organization';

type ApiKeyAction = 'create' | 'update' | 'delete';

/** What the caller's role lets them do with the organization's keys (reading is answered by the list). */
export type ApiKeyRights = Record<ApiKeyAction, boolean>;

export function organizationApiKeysQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.apiKeys(organizationId),
    queryFn: async () => {
      const page = (await unwrap(
        authClient.apiKey.list({
          query: { organizationId, configId: ORGANIZATION_KEY_CONFIG_ID, sortBy: 'createdAt', sortDirection: 'asc' },
        }),
      )) as unknown as ApiKeyPage;
      return page.apiKeys;
    },
    // A refusal (not a member, or a role without `read`) is an answer, not a hiccup.
    retry: false,
  });
}

export function apiKeyRightsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.apiKeyRights(organizationId),
    queryFn: async (): Promise<ApiKeyRights> => {
      // The client's own types know only the organization plugin's statements, not `apiKey`.
      const may = async (action: ApiKeyAction) =>
        (
          await unwrap(
            authClient.$fetch<{ success: boolean }>('/organization/has-permission', {
              method: 'POST',
              body: { organizationId, permissions: { apiKey: [action] } },
            }),
          )
        ).success;
      const [create, update, remove] = await Promise.all([may('create'), may('update'), may('delete')]);
      return { create, update, delete: remove };
    },
  });
}

export function useCreateOrganizationApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The admin path checks the administrator's membership and role in the organization as the plain one does.
    mutationFn: ({ limits, ...input }: CreateApiKeyInput) =>
      unwrap(
        authClient.$fetch<CreatedApiKey>(limits ? '/admin/create-api-key' : '/api-key/create', {
          method: 'POST',
          body: { ...input, ...limits, configId: ORGANIZATION_KEY_CONFIG_ID, organizationId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.apiKeys(organizationId) }),
  });
}

export interface UpdateOrganizationApiKeyInput {
  keyId: string;
  name?: string;
  enabled?: boolean;
}

/** Applied to the list at once and rolled back if the service refuses. */
export function useUpdateOrganizationApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  const key = organizationKeys.apiKeys(organizationId);
  return useMutation({
    mutationFn: (input: UpdateOrganizationApiKeyInput) =>
      unwrap(
        authClient.$fetch<ApiKeyRecord>('/api-key/update', {
          method: 'POST',
          body: { ...input, configId: ORGANIZATION_KEY_CONFIG_ID },
        }),
      ),
    ...optimisticKeyUpdate(queryClient, key),
  });
}

export function useDeleteOrganizationApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  const key = organizationKeys.apiKeys(organizationId);
  return useMutation({
    mutationFn: (keyId: string) =>
      unwrap(
        authClient.$fetch<{ success: boolean }>('/api-key/delete', {
          method: 'POST',
          body: { keyId, configId: ORGANIZATION_KEY_CONFIG_ID },
        }),
      ),
    onMutate: async (keyId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApiKeyRecord[]>(key);
      queryClient.setQueryData<ApiKeyRecord[]>(key, (keys) => keys?.filter((apiKey) => apiKey.id !== keyId));
      return { previous };
    },
    onError: (_error, _keyId, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

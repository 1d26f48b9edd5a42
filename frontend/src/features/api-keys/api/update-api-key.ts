import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyRecord } from '../api-key.types';
import type { ServerOnlyFields } from '../key-limits';
import { apiKeyKeys } from './keys';
import { optimisticKeyUpdate } from './optimistic-key-update';

export interface UpdateApiKeyInput {
  keyId: string;
  name?: string;
  enabled?: boolean;
  expiresIn?: number | null;
  /** Administrators only: sent through the service's admin path. */
  limits?: ServerOnlyFields;
}

/** Applied to the list at once and rolled back if the service refuses. */
export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  const key = apiKeyKeys.mine();
  return useMutation({
    mutationFn: async ({ limits, ...input }: UpdateApiKeyInput): Promise<ApiKeyRecord> =>
      limits
        ? unwrap(
            authClient.$fetch<ApiKeyRecord>('/admin/update-api-key', { method: 'POST', body: { ...input, ...limits } }),
          )
        : ((await unwrap(authClient.apiKey.update(input))) as unknown as ApiKeyRecord),
    ...optimisticKeyUpdate(queryClient, key),
  });
}

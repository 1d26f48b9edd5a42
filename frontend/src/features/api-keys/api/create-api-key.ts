import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { CreatedApiKey } from '../api-key.types';
import type { ServerOnlyFields } from '../key-limits';
import { apiKeyKeys } from './keys';

export interface CreateApiKeyInput {
  name?: string;
  prefix?: string;
  /** Seconds; absent for a key that never expires. */
  expiresIn?: number;
  /** Administrators only: sent through the service's admin path, as Better Auth keeps them for trusted backends. */
  limits?: ServerOnlyFields;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ limits, ...input }: CreateApiKeyInput): Promise<CreatedApiKey> =>
      limits
        ? unwrap(
            authClient.$fetch<CreatedApiKey>('/admin/create-api-key', {
              method: 'POST',
              body: { ...input, ...limits },
            }),
          )
        : ((await unwrap(authClient.apiKey.create(input))) as unknown as CreatedApiKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

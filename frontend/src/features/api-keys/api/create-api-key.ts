import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { CreatedApiKey } from '../api-key.types';
import { apiKeyKeys } from './keys';

export interface CreateApiKeyInput {
  name?: string;
  prefix?: string;
  /** Seconds; absent for a key that never expires. */
  expiresIn?: number;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) => (await unwrap(authClient.apiKey.create(input))) as unknown as CreatedApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

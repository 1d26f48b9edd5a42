import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyRecord } from '../api-key.types';
import { apiKeyKeys } from './keys';

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  const key = apiKeyKeys.mine();
  return useMutation({
    mutationFn: (keyId: string) => unwrap(authClient.apiKey.delete({ keyId })),
    onMutate: async (keyId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApiKeyRecord[]>(key);
      queryClient.setQueryData<ApiKeyRecord[]>(key, (keys) => keys?.filter((apiKey) => apiKey.id !== keyId));
      return { previous };
    },
    onError: (_error, _keyId, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiKeyRecord } from '../api-key.types';

interface KeyChange {
  keyId: string;
  name?: string;
  enabled?: boolean;
}

/**
 * A key list shows a rename or a switch at once, goes back if the server refuses it, and is read again
 * either way; shared by the user's and the organization's key lists.
 */
export function optimisticKeyUpdate(queryClient: QueryClient, key: QueryKey) {
  return {
    onMutate: async (input: KeyChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ApiKeyRecord[]>(key);
      queryClient.setQueryData<ApiKeyRecord[]>(key, (keys) =>
        keys?.map((apiKey) =>
          apiKey.id === input.keyId
            ? {
                ...apiKey,
                ...(input.name !== undefined && { name: input.name }),
                ...(input.enabled !== undefined && { enabled: input.enabled }),
              }
            : apiKey,
        ),
      );
      return { previous };
    },
    onError: (_error: unknown, _input: unknown, context: { previous?: ApiKeyRecord[] } | undefined) =>
      queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

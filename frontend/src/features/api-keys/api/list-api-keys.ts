import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyPage } from '../api-key.types';
import { apiKeyKeys } from './keys';

export const myApiKeysQueryOptions = queryOptions({
  queryKey: apiKeyKeys.mine(),
  // Sorting is a parameter only Better Auth 1.7 sends, so the service answers its page shape
  // whatever BETTER_AUTH_COMPAT says.
  queryFn: async () => {
    const page = (await unwrap(
      authClient.apiKey.list({ query: { sortBy: 'createdAt', sortDirection: 'asc' } }),
    )) as unknown as ApiKeyPage;
    return page.apiKeys;
  },
});

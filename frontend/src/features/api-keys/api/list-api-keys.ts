import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyRecord } from '../api-key.types';
import { apiKeyKeys } from './keys';

export const myApiKeysQueryOptions = queryOptions({
  queryKey: apiKeyKeys.mine(),
  queryFn: async () => (await unwrap(authClient.apiKey.list())) as unknown as ApiKeyRecord[],
});

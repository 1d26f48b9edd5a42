import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { apiKeyKeys } from './keys';

/** The rate limit a key gets when its creator sets none, in a key's own fields. */
export interface ApiKeyDefaults {
  rateLimitEnabled: boolean;
  /** Milliseconds. */
  rateLimitTimeWindow: number;
  rateLimitMax: number;
}

/** The service's own route (not Better Auth's), so reached through the client's fetch. */
export const apiKeyDefaultsQueryOptions = queryOptions({
  queryKey: apiKeyKeys.defaults(),
  queryFn: () => unwrap(authClient.$fetch<ApiKeyDefaults>('/api-key-defaults', { method: 'GET' })),
  staleTime: Infinity,
});

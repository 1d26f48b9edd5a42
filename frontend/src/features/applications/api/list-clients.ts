import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { OAuthClient } from '../application.types';
import { applicationKeys } from './keys';

/** The clients the signed-in administrator registered. */
export const clientsQueryOptions = queryOptions({
  queryKey: applicationKeys.list(),
  queryFn: () => unwrap(authClient.$fetch<OAuthClient[]>('/oauth2/get-clients', { method: 'GET' })),
  retry: false,
});

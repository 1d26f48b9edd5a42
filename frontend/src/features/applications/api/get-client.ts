import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { OAuthClient } from '../application.types';
import { applicationKeys } from './keys';

export function clientQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: applicationKeys.client(clientId),
    queryFn: () =>
      unwrap(authClient.$fetch<OAuthClient>('/oauth2/get-client', { method: 'GET', query: { client_id: clientId } })),
    retry: false,
  });
}

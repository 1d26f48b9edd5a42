import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ClientGrants } from '../application.types';
import { applicationKeys } from './keys';

export function clientGrantsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: applicationKeys.grants(clientId),
    queryFn: () =>
      unwrap(
        authClient.$fetch<ClientGrants>('/oauth2/client-grants', { method: 'GET', query: { client_id: clientId } }),
      ),
    retry: false,
  });
}

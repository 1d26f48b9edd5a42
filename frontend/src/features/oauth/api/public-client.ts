import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { oauthKeys } from './oauth-keys';

/** What the service shows anyone signed in about an app: its RFC 7591 public fields. */
export interface PublicClient {
  client_id: string;
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  tos_uri?: string;
  policy_uri?: string;
}

export function publicClientQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: oauthKeys.publicClient(clientId),
    queryFn: () =>
      unwrap(
        authClient.$fetch<PublicClient>('/oauth2/public-client', { method: 'GET', query: { client_id: clientId } }),
      ),
    staleTime: 60_000,
  });
}

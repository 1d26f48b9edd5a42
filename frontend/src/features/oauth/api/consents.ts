import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { oauthKeys } from './oauth-keys';

/** An app the user let in, with the scopes they accepted. */
export interface Consent {
  id: string;
  clientId: string;
  scopes: string[];
  createdAt: string;
  updatedAt: string;
}

export const consentsQueryOptions = queryOptions({
  queryKey: oauthKeys.consents,
  queryFn: () => unwrap(authClient.$fetch<Consent[]>('/oauth2/get-consents', { method: 'GET' })),
});

/** Forgets the consent: the app must ask again the next time it signs the user in. */
export function useRevokeConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(authClient.$fetch('/oauth2/delete-consent', { method: 'POST', body: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: oauthKeys.consents }),
  });
}

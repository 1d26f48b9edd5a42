import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { isApiError, unwrap } from '../../../lib/api-error';
import { singleSignOnKeys } from './keys';

/**
 * The token to publish for an unverified provider. The service answers the active one while it lasts
 * and issues a new one only once it has expired, so asking again is safe.
 */
export function verificationTokenQueryOptions(providerId: string) {
  return queryOptions({
    queryKey: singleSignOnKeys.verificationToken(providerId),
    queryFn: () =>
      unwrap(
        authClient.$fetch<{ domainVerificationToken: string }>('/sso/request-domain-verification', {
          method: 'POST',
          body: { providerId },
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      unwrap(authClient.$fetch<null>('/sso/verify-domain', { method: 'POST', body: { providerId } })),
    onSettled: (_answer, error) => {
      // DOMAIN_VERIFIED means another tab got there first: the list is stale either way.
      if (!error || isApiError(error, 'DOMAIN_VERIFIED'))
        void queryClient.invalidateQueries({ queryKey: singleSignOnKeys.providers() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { RegisteredSsoProvider, RegisterSsoProviderBody } from '../single-sign-on.types';
import { singleSignOnKeys } from './keys';

export function useRegisterProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterSsoProviderBody) =>
      unwrap(authClient.$fetch<RegisteredSsoProvider>('/sso/register', { method: 'POST', body })),
    onSuccess: (provider) => {
      // The answer carries the token to publish: no second call to show the DNS record.
      if (provider.domainVerificationToken) {
        queryClient.setQueryData(singleSignOnKeys.verificationToken(provider.providerId), {
          domainVerificationToken: provider.domainVerificationToken,
        });
      }
      return queryClient.invalidateQueries({ queryKey: singleSignOnKeys.providers() });
    },
  });
}

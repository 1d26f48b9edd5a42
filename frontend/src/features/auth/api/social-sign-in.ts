import { queryOptions, useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export interface SocialProvider {
  id: string;
  name: string;
}

/** The providers the service is configured with; the sign-in page offers a button for each. */
export const socialProvidersQueryOptions = queryOptions({
  queryKey: ['social-providers'] as const,
  queryFn: async (): Promise<SocialProvider[]> =>
    (await unwrap(authClient.$fetch<{ providers: SocialProvider[] }>('/social-providers', { method: 'GET' })))
      .providers,
  staleTime: 5 * 60_000,
});

export interface SocialSignInValues {
  provider: string;
  /** A dashboard path to land on once signed in. */
  redirect: string;
}

/**
 * Starts the provider's sign-in: the client sends the browser to the provider, which sends it back
 * to the service, which lands it on `redirect` signed in, or on the sign-in page with ?error=.
 */
export function useSocialSignIn() {
  return useMutation({
    mutationFn: ({ provider, redirect }: SocialSignInValues) =>
      unwrap(authClient.signIn.social({ provider, callbackURL: redirect, errorCallbackURL: '/sign-in' })),
  });
}

import { queryOptions, useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export interface SocialProvider {
  id: string;
  name: string;
}

/** SIGN_UP: who may create their own account (an invited address may, whatever it says). */
export interface SignUpSetting {
  policy: 'open' | 'domains' | 'closed';
  domains: string[];
}

/** What the service tells a sign-in page before anyone signs in. */
interface SignInSettings {
  providers: SocialProvider[];
  signUp: SignUpSetting;
}

const signInSettingsQueryOptions = queryOptions({
  queryKey: ['social-providers'] as const,
  queryFn: (): Promise<SignInSettings> =>
    unwrap(authClient.$fetch<SignInSettings>('/social-providers', { method: 'GET' })),
  staleTime: 5 * 60_000,
});

/** The providers the service is configured with; the sign-in page offers a button for each. */
export const socialProvidersQueryOptions = queryOptions({
  ...signInSettingsQueryOptions,
  select: (settings: SignInSettings) => settings.providers,
});

/** The sign-up policy: the sign-in page offers to create an account unless it is closed. */
export const signUpSettingQueryOptions = queryOptions({
  ...signInSettingsQueryOptions,
  select: (settings: SignInSettings): SignUpSetting => settings.signUp,
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

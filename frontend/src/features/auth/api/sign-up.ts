import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession } from '../../session/api/session-query';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

export interface SignUpCall extends SignUpValues {
  /** The authorization the sign-up continues, when the page carries one. */
  oauthQuery?: string;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oauthQuery, ...values }: SignUpCall) =>
      unwrap(
        authClient.signUp.email({
          ...values,
          callbackURL: `${window.location.origin}/verify-email`,
          ...(oauthQuery && { oauth_query: oauthQuery }),
        }),
      ),
    onSuccess: () => refreshSession(queryClient),
  });
}

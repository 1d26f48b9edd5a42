import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession } from '../../session/api/session-query';

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The sign-in, with the authorization it continues when the page carries one (`oauth_query`). */
export interface SignInCall extends SignInValues {
  oauthQuery?: string;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ oauthQuery, ...values }: SignInCall) =>
      unwrap(authClient.signIn.email({ ...values, ...(oauthQuery && { oauth_query: oauthQuery }) })),
    onSuccess: () => refreshSession(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession } from '../../session/api/session-query';

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignInValues) => unwrap(authClient.signIn.email(values)),
    onSuccess: () => refreshSession(queryClient),
  });
}

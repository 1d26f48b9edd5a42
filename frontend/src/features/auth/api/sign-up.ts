import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession } from '../../session/api/session-query';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SignUpValues) =>
      unwrap(authClient.signUp.email({ ...values, callbackURL: `${window.location.origin}/verify-email` })),
    onSuccess: () => refreshSession(queryClient),
  });
}

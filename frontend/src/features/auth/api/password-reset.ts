import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password` })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (values: { token: string; newPassword: string }) => unwrap(authClient.resetPassword(values)),
  });
}

import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(authClient.sendVerificationEmail({ email, callbackURL: `${window.location.origin}/verify-email` })),
  });
}

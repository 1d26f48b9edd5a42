import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { sessionKeys } from '../../session/api/session-query';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.signOut()),
    onSuccess: () => {
      // Nothing another user may see survives the sign-out.
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.current, null);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { refreshSession, sessionKeys } from '../../session/api/session-query';

/** Either way the signed-in user changes, so nothing cached for the previous one stays. */
function useSwitchUser<T>(call: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.current[0] });
      await refreshSession(queryClient);
    },
  });
}

export function useImpersonateUser(userId: string) {
  return useSwitchUser(() => unwrap(authClient.admin.impersonateUser({ userId })));
}

export function useStopImpersonating() {
  return useSwitchUser(() => unwrap(authClient.admin.stopImpersonating()));
}

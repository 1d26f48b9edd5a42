import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { UserSession } from '../user.types';
import { userKeys } from './keys';

export function userSessionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.sessions(userId),
    queryFn: async () => (await unwrap(authClient.admin.listUserSessions({ userId }))).sessions as UserSession[],
  });
}

/** Revoking removes the row at once; a refusal puts it back. */
export function useRevokeUserSession(userId: string) {
  const queryClient = useQueryClient();
  const key = userKeys.sessions(userId);
  return useMutation({
    mutationFn: (sessionToken: string) => unwrap(authClient.admin.revokeUserSession({ sessionToken })),
    onMutate: async (sessionToken) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserSession[]>(key);
      queryClient.setQueryData<UserSession[]>(key, (sessions) =>
        sessions?.filter((session) => session.token !== sessionToken),
      );
      return { previous };
    },
    onError: (_error, _token, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeUserSessions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.admin.revokeUserSessions({ userId })),
    onSuccess: () => queryClient.setQueryData<UserSession[]>(userKeys.sessions(userId), []),
  });
}

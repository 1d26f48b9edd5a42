import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { UserLock } from '../user.types';
import { userKeys } from './keys';

/** The service's own admin paths: Better Auth has no sign-in lock. */
export function userLockQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.lock(userId),
    queryFn: () =>
      unwrap(authClient.$fetch<UserLock>('/admin/get-user-lock', { method: 'GET', query: { id: userId } })),
  });
}

/** The answer is the state after the unlock, so the section shows it without asking again. */
export function useUnlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.$fetch<UserLock>('/admin/unlock-user', { method: 'POST', body: { userId } })),
    onSuccess: (lock) => queryClient.setQueryData(userKeys.lock(userId), lock),
  });
}

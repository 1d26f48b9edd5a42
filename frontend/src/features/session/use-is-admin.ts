import { useSuspenseQuery } from '@tanstack/react-query';
import { adminAccessQueryOptions } from './api/admin-access-query';
import { useCurrentSession } from './use-current-session';

/** Whether the signed-in user administers users; the `_app` guard has loaded the answer. */
export function useIsAdmin(): boolean {
  const { user } = useCurrentSession();
  return useSuspenseQuery(adminAccessQueryOptions(user.id)).data;
}

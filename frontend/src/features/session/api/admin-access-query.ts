import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { sessionKeys } from './session-query';

/**
 * Whether the signed-in user may administer users, as the service decides it: the `admin` role, or
 * an id in its ADMIN_USER_IDS, which the user record does not show.
 */
export const adminAccessQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sessionKeys.current, 'admin-access', userId] as const,
    queryFn: async (): Promise<boolean> =>
      (await unwrap(authClient.admin.hasPermission({ permissions: { user: ['list'] } }))).success,
    staleTime: 30_000,
  });

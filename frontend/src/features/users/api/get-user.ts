import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { AdminUser } from '../user.types';
import { userKeys } from './keys';

export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: async () => (await unwrap(authClient.admin.getUser({ query: { id: userId } }))) as AdminUser,
  });
}

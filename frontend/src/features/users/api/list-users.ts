import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { toListUsersQuery, type UserListParams } from '../user-list-params';
import type { AdminUser } from '../user.types';
import { userKeys } from './keys';

export interface UserPage {
  users: AdminUser[];
  total: number;
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: async (): Promise<UserPage> => {
      const page = await unwrap(authClient.admin.listUsers({ query: toListUsersQuery(params) }));
      return { users: page.users, total: page.total };
    },
    // The table keeps the previous page while the next loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

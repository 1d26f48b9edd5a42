import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { ApiKeyRecord } from '../../api-keys/api-key.types';
import type { Organization } from '../../organizations/organization.types';
import { userKeys } from './keys';

interface UserOrganization extends Organization {
  role: string;
}

/** The service's admin paths; Better Auth's client lists keys and organizations only for the signed-in user. */
export function userApiKeysQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...userKeys.detail(userId), 'api-keys'],
    queryFn: () => unwrap(authClient.$fetch<ApiKeyRecord[]>('/admin/list-user-api-keys', { method: 'GET', query: { userId } })),
  });
}

export function userOrganizationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...userKeys.detail(userId), 'organizations'],
    queryFn: () => unwrap(authClient.$fetch<UserOrganization[]>('/admin/list-user-organizations', { method: 'GET', query: { userId } })),
  });
}

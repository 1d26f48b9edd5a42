import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { toListOrganizationsQuery, type AllOrganizationsParams } from '../all-organizations-params';
import { organizationKeys } from './keys';

/** An organization as the administrators' list shows it: with its member count and owner. */
export interface ListedOrganization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  createdAt: string;
  memberCount: number;
  owner: { id: string; name: string; email: string } | null;
}

export interface OrganizationPage {
  organizations: ListedOrganization[];
  total: number;
}

/** Every organization, members or not: the service's own admin endpoint, reached through the client's fetch. */
export function allOrganizationsQueryOptions(params: AllOrganizationsParams) {
  return queryOptions({
    queryKey: organizationKeys.everyone(params),
    queryFn: () =>
      unwrap(
        authClient.$fetch<OrganizationPage>('/admin/list-organizations', {
          method: 'GET',
          query: toListOrganizationsQuery(params),
        }),
      ),
    // The table keeps the previous page while the next loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

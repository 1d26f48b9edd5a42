import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { StatementsCatalogue } from './roles.types';

/** A catalogue as the service answers it, smaller: a custom resource and role show nothing is hand-copied. */
export const CATALOGUE: StatementsCatalogue = {
  admin: {
    statements: { user: ['create', 'list', 'ban'], audit: ['list'], ac: ['create', 'read', 'update', 'delete'] },
    roles: { user: { user: [] }, admin: { user: ['create', 'list', 'ban'], audit: ['list'] } },
  },
  organization: {
    statements: {
      member: ['create', 'update', 'delete'],
      ac: ['create', 'read', 'update', 'delete'],
      report: ['export'],
    },
    roles: {
      owner: { member: ['create', 'update', 'delete'] },
      member: { ac: ['read'] },
      reviewer: { report: ['export'] },
    },
  },
};

/** Leaves the query failed with the error, as a refusal from the service would. */
export function failQuery(queryClient: QueryClient, queryKey: QueryKey, error: Error): Promise<void> {
  return queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error) });
}

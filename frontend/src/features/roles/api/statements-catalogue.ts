import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { StatementsCatalogue } from '../roles.types';
import { roleKeys } from './keys';

/** Every resource, action and predefined role the service knows; the grids and role choices are built from it. */
export const statementsCatalogueQueryOptions = queryOptions({
  queryKey: roleKeys.catalogue(),
  queryFn: () => unwrap(authClient.$fetch<StatementsCatalogue>('/access/statements', { method: 'GET' })),
  // Fixed while the service runs: it changes only with its configuration.
  staleTime: 5 * 60_000,
});

import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { AuditActionEntry } from '../audit.types';
import { auditKeys } from './keys';

/** The actions the service records, from the service itself, so the filter offers exactly what can match. */
export function auditActionsQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.actions(),
    queryFn: () =>
      unwrap(authClient.$fetch<{ actions: AuditActionEntry[] }>('/admin/list-audit-actions', { method: 'GET' })),
    select: (data) => data.actions,
    // The catalogue changes only with a new version of the service.
    staleTime: Infinity,
  });
}

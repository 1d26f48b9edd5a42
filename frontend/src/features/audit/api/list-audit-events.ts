import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { toListAuditEventsQuery, type AuditListParams } from '../audit-list-params';
import type { AuditEventPage } from '../audit.types';
import { auditKeys } from './keys';

/** The service's audit log is not part of Better Auth's API, so it is reached through the client's fetch. */
export function auditEventsQueryOptions(params: AuditListParams) {
  return queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: () =>
      unwrap(
        authClient.$fetch<AuditEventPage>('/admin/audit-events', {
          method: 'GET',
          query: toListAuditEventsQuery(params),
        }),
      ),
    // The table keeps the previous page while the next loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

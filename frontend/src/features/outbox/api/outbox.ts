import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export interface OutboxEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The dev outbox is outside the auth base path; the client's fetch reaches it by absolute URL. */
export const outboxQueryOptions = queryOptions({
  queryKey: ['outbox'],
  queryFn: async () =>
    (
      await unwrap(
        authClient.$fetch<{ emails: OutboxEmail[] }>(`${window.location.origin}/api/dev/outbox`, { method: 'GET' }),
      )
    ).emails,
  refetchInterval: 5000,
});

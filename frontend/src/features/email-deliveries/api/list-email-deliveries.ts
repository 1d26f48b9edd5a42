import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { toListEmailDeliveriesQuery, type EmailDeliveryListParams } from '../email-delivery-list-params';
import type { EmailDeliveryPage } from '../email-delivery.types';
import { emailDeliveryKeys } from './keys';

/** The service's outbox is not part of Better Auth's API, so it is reached through the client's fetch. */
export function emailDeliveriesQueryOptions(params: EmailDeliveryListParams) {
  return queryOptions({
    queryKey: emailDeliveryKeys.list(params),
    queryFn: () =>
      unwrap(
        authClient.$fetch<EmailDeliveryPage>('/admin/email-deliveries', {
          method: 'GET',
          query: toListEmailDeliveriesQuery(params),
        }),
      ),
    placeholderData: keepPreviousData,
    // Attempts go on in the background; the list follows them.
    refetchInterval: 10_000,
  });
}

import { oneOf, optionalInteger } from '../../lib/search-params';
import { DELIVERY_STATUSES, type DeliveryStatus } from './email-delivery.types';

export const PAGE_SIZE = 50;

/** The list's status filter and page, kept in the URL so a view can be linked and the back button works. */
export interface EmailDeliveryListParams {
  status?: DeliveryStatus;
  page?: number;
}

export function parseEmailDeliveryListParams(search: Record<string, unknown>): EmailDeliveryListParams {
  return { status: oneOf(search.status, DELIVERY_STATUSES), page: optionalInteger(search.page, 1) };
}

export function toListEmailDeliveriesQuery(params: EmailDeliveryListParams) {
  const page = params.page ?? 1;
  return { ...(params.status ? { status: params.status } : {}), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

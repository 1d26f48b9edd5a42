import type { EmailDeliveryListParams } from '../email-delivery-list-params';

export const emailDeliveryKeys = {
  all: ['email-deliveries'] as const,
  list: (params: EmailDeliveryListParams) => [...emailDeliveryKeys.all, 'list', params] as const,
};

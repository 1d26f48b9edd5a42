import { describe, expect, it } from 'vitest';
import { parseEmailDeliveryListParams, toListEmailDeliveriesQuery } from './email-delivery-list-params';

describe('email delivery list params', () => {
  it('keeps a known status and a page from the URL', () => {
    expect(parseEmailDeliveryListParams({ status: 'failed', page: '3' })).toEqual({ status: 'failed', page: 3 });
  });

  it('reads an unknown status, another letter case or a bad page as absent', () => {
    expect(parseEmailDeliveryListParams({ status: 'FAILED', page: '0' })).toEqual({
      status: undefined,
      page: undefined,
    });
    expect(parseEmailDeliveryListParams({ status: 'sent', page: 'two' })).toEqual({
      status: undefined,
      page: undefined,
    });
  });

  it('asks the service for the page as limit and offset, with the status only when chosen', () => {
    expect(toListEmailDeliveriesQuery({ page: 2 })).toEqual({ limit: 50, offset: 50 });
    expect(toListEmailDeliveriesQuery({ status: 'pending' })).toEqual({ status: 'pending', limit: 50, offset: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  EXPORT_LIMIT,
  PAGE_SIZE,
  auditExportHref,
  parseAuditListParams,
  toListAuditEventsQuery,
} from './audit-list-params';

describe('the audit log params', () => {
  it('reads valid search params and drops malformed ones', () => {
    expect(
      parseAuditListParams({
        action: 'admin.ban-user',
        result: 'USER_NOT_FOUND',
        searchValue: 'ada',
        from: '2026-11-01',
        to: 'yesterday',
        page: '0',
      }),
    ).toEqual({
      action: 'admin.ban-user',
      result: 'USER_NOT_FOUND',
      searchValue: 'ada',
      from: '2026-11-01',
      to: undefined,
      page: undefined,
    });
    expect(parseAuditListParams({ action: '<script>', page: '4' })).toMatchObject({ action: undefined, page: 4 });
  });

  it('asks for the page and widens the days to their first and last instants in local time', () => {
    expect(
      toListAuditEventsQuery({
        action: 'sign-in',
        result: 'success',
        searchValue: 'ada',
        from: '2026-11-01',
        to: '2026-11-02',
        page: 3,
      }),
    ).toEqual({
      action: 'sign-in',
      result: 'success',
      searchValue: 'ada',
      from: new Date(2026, 10, 1, 0, 0, 0, 0).toISOString(),
      to: new Date(2026, 10, 2, 23, 59, 59, 999).toISOString(),
      limit: PAGE_SIZE,
      offset: 2 * PAGE_SIZE,
    });
  });

  it('asks for the newest page with no params', () => {
    expect(toListAuditEventsQuery({})).toEqual({ limit: PAGE_SIZE, offset: 0 });
  });

  it('exports every event matching the filters, whatever the page shown', () => {
    const url = new URL(
      auditExportHref({ action: 'admin.ban-user', searchValue: 'a&b', page: 2 }, 'csv'),
      'http://localhost',
    );

    expect(url.pathname).toBe('/api/auth/admin/audit-events');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'admin.ban-user',
      searchValue: 'a&b',
      limit: String(EXPORT_LIMIT),
      format: 'csv',
    });
  });
});

import dayjs from 'dayjs';
import { optionalInteger, optionalString } from '../../lib/search-params';

export const PAGE_SIZE = 50;
/** The service's cap on one answer, so an export carries every matching event up to it. */
export const EXPORT_LIMIT = 10_000;
const AUDIT_EVENTS_URL = '/api/auth/admin/audit-events';

/** The audit log's filters and page, kept in the URL so a view can be linked and the back button works. */
export interface AuditListParams {
  /** An action name from the service's catalogue; the service refuses one it does not know. */
  action?: string;
  result?: string;
  searchValue?: string;
  /** Calendar days (YYYY-MM-DD) in the viewer's time zone, both inclusive. */
  from?: string;
  to?: string;
  page?: number;
}

/** The shape of an action name; which names exist is the service's to say. */
function optionalAction(value: unknown): string | undefined {
  const action = optionalString(value);
  return action && /^[a-z][a-z.-]{0,63}$/.test(action) ? action : undefined;
}

function optionalDay(value: unknown): string | undefined {
  const day = optionalString(value);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs(day).isValid() ? day : undefined;
}

export function parseAuditListParams(search: Record<string, unknown>): AuditListParams {
  return {
    action: optionalAction(search.action),
    result: optionalString(search.result)?.slice(0, 128),
    searchValue: optionalString(search.searchValue)?.slice(0, 256),
    from: optionalDay(search.from),
    to: optionalDay(search.to),
    page: optionalInteger(search.page, 1),
  };
}

/** The filters as the service's query: the days widened to instants, from the first to the last millisecond. */
function toAuditFilterQuery(params: AuditListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.action) query.action = params.action;
  if (params.result) query.result = params.result;
  if (params.searchValue) query.searchValue = params.searchValue;
  if (params.from) query.from = dayjs(params.from).startOf('day').toISOString();
  if (params.to) query.to = dayjs(params.to).endOf('day').toISOString();
  return query;
}

export function toListAuditEventsQuery(params: AuditListParams) {
  const page = params.page ?? 1;
  return { ...toAuditFilterQuery(params), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * A same-origin link that downloads every event matching the filters, not just the page shown. A
 * plain GET carries the session cookie, so the browser saves the file the service names.
 */
export function auditExportHref(params: AuditListParams, format: 'csv' | 'json'): string {
  const query = new URLSearchParams({ ...toAuditFilterQuery(params), limit: String(EXPORT_LIMIT), format });
  return `${AUDIT_EVENTS_URL}?${query.toString()}`;
}

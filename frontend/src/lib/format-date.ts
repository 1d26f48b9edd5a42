import dayjs from 'dayjs';

type DateInput = string | Date | null | undefined;

/**
 * The one way the dashboard writes a day, "24 Nov 2026": in tables, and as date inputs show what
 * was picked (their `valueFormat`), so no screen mixes it with the browser's own 11/24/2026.
 */
export const DATE_FORMAT = 'D MMM YYYY';

/** "24 Nov 2026, 14:05", or a dash for no date. */
export function formatDateTime(value: DateInput): string {
  return value ? dayjs(value).format(`${DATE_FORMAT}, HH:mm`) : '—';
}

export function formatDate(value: DateInput): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '—';
}

/** "14:05:09": to the second, for logs where order within a minute matters. */
export function formatTime(value: DateInput): string {
  return value ? dayjs(value).format('HH:mm:ss') : '—';
}

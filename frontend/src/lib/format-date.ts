import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

type DateInput = string | Date | null | undefined;

/** "24 Nov 2026, 14:05", or a dash for no date. */
export function formatDateTime(value: DateInput): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—';
}

export function formatDate(value: DateInput): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—';
}

/** "in 3 days", "2 hours ago". */
export function fromNow(value: DateInput): string {
  return value ? dayjs(value).fromNow() : '—';
}

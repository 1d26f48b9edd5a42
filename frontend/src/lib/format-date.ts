import dayjs from 'dayjs';

type DateInput = string | Date | null | undefined;

/** "24 Nov 2026, 14:05", or a dash for no date. */
export function formatDateTime(value: DateInput): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—';
}

export function formatDate(value: DateInput): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—';
}

/** "14:05:09": to the second, for logs where order within a minute matters. */
export function formatTime(value: DateInput): string {
  return value ? dayjs(value).format('HH:mm:ss') : '—';
}

import dayjs from 'dayjs';

type DateInput = string | Date | null | undefined;

/** "24 Nov 2026, 14:05", or a dash for no date. */
export function formatDateTime(value: DateInput): string {
  return value ? dayjs(value).format('D MMM YYYY, HH:mm') : '—';
}

export function formatDate(value: DateInput): string {
  return value ? dayjs(value).format('D MMM YYYY') : '—';
}

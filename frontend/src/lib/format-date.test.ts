import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { DATE_FORMAT, formatDate, formatDateTime, formatTime } from './format-date';

describe('the dashboard’s dates', () => {
  const when = new Date(2026, 10, 29, 14, 5, 9);

  it('writes a day as "29 Nov 2026" and a time to the minute or second', () => {
    expect(formatDate(when)).toBe('29 Nov 2026');
    expect(formatDateTime(when)).toBe('29 Nov 2026, 14:05');
    expect(formatTime(when)).toBe('14:05:09');
  });

  it('writes a dash for no date', () => {
    expect([formatDate(null), formatDateTime(undefined), formatTime('')]).toEqual(['—', '—', '—']);
  });

  it('gives date inputs the same format the tables use', () => {
    expect(dayjs('2026-11-29').format(DATE_FORMAT)).toBe(formatDate('2026-11-29'));
  });
});

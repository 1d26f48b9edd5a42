import { LATEST_STORABLE_DATE_MS, storableDateAfter } from './storable-date';

describe('storableDateAfter', () => {
  const nowMs = Date.UTC(2026, 0, 1);

  it('is the instant that many seconds later', () => {
    expect(storableDateAfter(nowMs, 3600)).toEqual(new Date(nowMs + 3_600_000));
  });

  it('reaches the last millisecond of year 9999 and no further', () => {
    expect(new Date(LATEST_STORABLE_DATE_MS).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(storableDateAfter(LATEST_STORABLE_DATE_MS, 0)).toEqual(new Date(LATEST_STORABLE_DATE_MS));
    expect(storableDateAfter(LATEST_STORABLE_DATE_MS, 0.001)).toBeNull();
  });

  it.each([1e16, Number.MAX_VALUE, Number.POSITIVE_INFINITY, Number.NaN])('is null for %p seconds, which no database stores', (seconds) => {
    expect(storableDateAfter(nowMs, seconds)).toBeNull();
  });
});

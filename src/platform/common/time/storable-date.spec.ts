import { LATEST_STORABLE_DATE_MS, parseStorableDate, storableDateAfter } from './storable-date';

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

  it.each([1e16, Number.MAX_VALUE, Number.POSITIVE_INFINITY, Number.NaN])(
    'is null for %p seconds, which no database stores',
    (seconds) => {
      expect(storableDateAfter(nowMs, seconds)).toBeNull();
    },
  );
});

describe('parseStorableDate', () => {
  it('reads dates from year 1 to year 9999', () => {
    expect(parseStorableDate('2026-11-01T00:00:00Z')).toEqual(new Date(Date.UTC(2026, 10, 1)));
    expect(parseStorableDate('0001-01-01T00:00:00Z')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseStorableDate('9999-12-31T23:59:59.999Z')?.toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });

  it.each(['', 'abc', '2026-13-45', '+010000-01-01T00:00:00Z', '-271821-04-20T00:00:00Z', '-000001-01-01T00:00:00Z'])(
    'is null for %j',
    (text) => {
      expect(parseStorableDate(text)).toBeNull();
    },
  );
});

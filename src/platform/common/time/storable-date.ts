/**
 * The latest instant a date column holds: the last millisecond of year 9999. SQLite keeps dates as
 * text, which sorts in time order only while years have four digits; PostgreSQL (to year 294276)
 * and JavaScript (to 275760) reach further, so this bound holds on every supported database.
 */
export const LATEST_STORABLE_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * The earliest: the first instant of year 1 (PostgreSQL reaches back to 4713 BC, SQLite's text sorts from year 0000).
 */
const EARLIEST_STORABLE_DATE_MS = Date.parse('0001-01-01T00:00:00.000Z');

/** A date given as text (a filter value), or null when it is none or lies outside what every database stores. */
export function parseStorableDate(text: string): Date | null {
  const ms = Date.parse(text);
  return ms >= EARLIEST_STORABLE_DATE_MS && ms <= LATEST_STORABLE_DATE_MS ? new Date(ms) : null;
}

/** `seconds` after `nowMs`, or null when that is no number or lies past the latest storable date. */
export function storableDateAfter(nowMs: number, seconds: number): Date | null {
  const atMs = nowMs + seconds * 1000;
  return Number.isFinite(atMs) && atMs <= LATEST_STORABLE_DATE_MS ? new Date(atMs) : null;
}

const UNIT_TO_MS: Record<string, number> = {
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
  y: 31_557_600_000,
};

const DURATION_PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w|y)$/;

export const INVALID_TIME_FORMAT = 'Invalid time format';

/**
 * The longest duration a setting may give: a century (`100y`). Far beyond any session, token or
 * ban, and far inside the dates every supported database stores once added to the current time.
 */
export const MAX_DURATION_SECONDS = 100 * (UNIT_TO_MS.y / 1000);

/** Parses a time string such as `7d`, `90s` or `500ms` into milliseconds. */
export function parseDurationMs(value: string): number {
  const match = DURATION_PATTERN.exec(value.trim());
  if (!match) throw new Error(INVALID_TIME_FORMAT);
  return Math.round(Number(match[1]) * UNIT_TO_MS[match[2]]);
}

/** A duration given as a time string or as a number of seconds, in whole seconds, at most a century. */
export function toSeconds(value: string | number): number {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) throw new Error(INVALID_TIME_FORMAT);
  const seconds = typeof value === 'number' ? value : Math.floor(parseDurationMs(value) / 1000);
  if (seconds > MAX_DURATION_SECONDS) throw new Error('must be at most 100 years');
  return seconds;
}

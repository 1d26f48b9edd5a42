import { MAX_INTEGER_COLUMN_VALUE } from '../../platform/common/validation/storable-integer';

export const API_KEY_HEADER = 'x-api-key';

/** `refillInterval` and the expiry bounds count in days. */
export const DAY_MS = 86_400_000;

/** Key-based sessions of keys without an expiry last this long from the request. */
export const KEY_SESSION_EXPIRES_IN_SECONDS = 604_800;

/** The sweep of expired keys that follows key calls runs at most this often per instance. */
export const SWEEP_MIN_INTERVAL_MS = 10_000;

/** How often each instance sweeps on its own, whatever the traffic. */
export const SWEEP_TIMER_MS = 60_000;

/** Random characters of generated keys: letters only, as Better Auth makes them. */
export const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const PREFIX_PATTERN = /^[a-zA-Z0-9_-]+$/;

/**
 * The largest count or duration a key stores: Better Auth's columns are 32-bit integers on
 * PostgreSQL, so rate-limit windows top out at about 24.8 days.
 */
export const MAX_COUNT = MAX_INTEGER_COLUMN_VALUE;

/**
 * The longest refill interval: a century, as for bans. A number of days this large would put the
 * day the last refill is compared with before any date a database (or JavaScript) can hold.
 */
export const MAX_REFILL_INTERVAL_DAYS = 36_525;

/** The configuration Better Auth 1.7 gives keys made without one, and every key of a 1.4 database. */
export const DEFAULT_API_KEY_CONFIG_ID = 'default';

/** Fields `GET /api-key/list` sorts by; Better Auth 1.7 takes any column name and fails on unknown ones. */
export const API_KEY_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'name',
  'expiresAt',
  'lastRequest',
  'remaining',
  'enabled',
  'prefix',
] as const;

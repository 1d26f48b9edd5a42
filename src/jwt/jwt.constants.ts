/** How often an instance checks whether the signing key is due for rotation. */
export const ROTATION_CHECK_INTERVAL_MS = 60_000;
/** How long an instance reuses its read of the jwks table before reading it again. */
export const KEY_SET_CACHE_MS = 5_000;

/** How often an instance checks whether the signing key is due for rotation. */
export const ROTATION_CHECK_INTERVAL_MS = 60_000;
/** How long an instance reuses its read of the jwks table before reading it again. */
export const KEY_SET_CACHE_MS = 5_000;
/** A signed token is reused for the same claims for a tenth of its lifetime, at most this long. */
export const TOKEN_REUSE_MAX_SECONDS = 60;
/** Tokens kept for reuse, by user and signing key; about a kilobyte each. */
export const TOKEN_REUSE_MAX_ENTRIES = 10_000;

/** Better Auth's limit for one cookie's encoded value; a larger cookie cache is not written. */
export const COOKIE_CACHE_MAX_LENGTH = 4093;
export const COOKIE_CACHE_VERSION = '1';
/** Browsers cap cookie lifetimes at 400 days. */
export const COOKIE_MAX_AGE_LIMIT_SECONDS = 400 * 86_400;

/** The bearer plugin's response header carrying the signed session token after sign-in. */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

/**
 * The `verification` identifiers of browsers trusted to skip the second factor (Better Auth's prefix).
 * They live as long as the user's sign-ins: ending all of them forgets the trusted browsers too.
 */
export const TRUSTED_DEVICE_PREFIX = 'trust-device-';

/** Better Auth's limit for one cookie's encoded value; a larger cookie cache is not written. */
export const COOKIE_CACHE_MAX_LENGTH = 4093;
export const COOKIE_CACHE_VERSION = '1';
/** Browsers cap cookie lifetimes at 400 days. */
export const COOKIE_MAX_AGE_LIMIT_SECONDS = 400 * 86_400;

/** The bearer plugin's response header carrying the signed session token after sign-in. */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

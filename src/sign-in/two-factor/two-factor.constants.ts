/** RFC 6238 as Better Auth configures it by default: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too, for clock drift. */
export const TOTP_WINDOW_STEPS = 1;
/** Better Auth's secret: 32 random letters and digits, whose UTF-8 bytes are the HMAC key. */
export const TOTP_SECRET_LENGTH = 32;

export const BACKUP_CODE_COUNT = 10;
/** Ten characters, shown as two groups of five joined by a hyphen. */
export const BACKUP_CODE_LENGTH = 10;

/** The issuer shown in authenticator apps; Better Auth's default application name. */
export const TOTP_ISSUER = 'Better Auth';

/** Cookie names after the prefix (`better-auth.two_factor`), as Better Auth's plugin names them. */
export const PENDING_SIGN_IN_COOKIE = 'two_factor';
export const PENDING_SIGN_IN_MAX_AGE_SECONDS = 600;
export const TRUST_DEVICE_COOKIE = 'trust_device';
export const TRUST_DEVICE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Prefixes of the `verification` identifiers, as Better Auth writes them. */
export const PENDING_SIGN_IN_PREFIX = '2fa-';
export const PENDING_SIGN_IN_ID_LENGTH = 20;
/** Better Auth 1.7: the wrong authenticator or backup codes a pending sign-in takes, counted in `2fa-attempts-<id>`. */
export const PENDING_SIGN_IN_MAX_WRONG_CODES = 5;
export const PENDING_SIGN_IN_ATTEMPTS_PREFIX = '2fa-attempts-';

/** E-mailed codes as Better Auth's otp option makes them by default: 6 digits, 3 minutes, 5 tries. */
export const OTP_DIGITS = 6;
export const OTP_PERIOD_SECONDS = 180;
export const OTP_ALLOWED_ATTEMPTS = 5;
/** The `verification` identifier of a code is this prefix and the pending sign-in or `userId!sessionId`. */
export const OTP_PREFIX = '2fa-otp-';

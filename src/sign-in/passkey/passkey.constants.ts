/** How long a registration or sign-in ceremony may take, for its cookie and its verification entry. */
export const CHALLENGE_MAX_AGE_SECONDS = 300;

/** Better Auth's `advanced.webAuthnChallengeCookie`, after the cookie prefix. */
export const CHALLENGE_COOKIE_NAME = 'better-auth-passkey';

export const CHALLENGE_IDENTIFIER_PREFIX = 'passkey-challenge:';

/** Length of the random token the challenge cookie carries. */
export const CHALLENGE_TOKEN_LENGTH = 32;

/** Better Auth's random WebAuthn user handle: 32 lower-case letters and digits. */
export const USER_HANDLE_LENGTH = 32;
export const USER_HANDLE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Better Auth's default `appName`, which its passkey plugin offers as the relying party's name. */
export const RELYING_PARTY_NAME = 'Better Auth';

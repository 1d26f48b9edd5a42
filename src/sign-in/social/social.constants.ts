/**
 * The provider's JSON Web Key Set: how long a fetch may take, how soon an unknown key may fetch again, how long it is
 * kept.
 */
export const KEY_SET_FETCH_TIMEOUT_MS = 5_000;
export const KEY_SET_COOLDOWN_MS = 30_000;
export const KEY_SET_CACHE_MAX_AGE_MS = 600_000;
/** ID tokens are checked against the clock exactly. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 0;
/** Discovery and token requests to a provider give up after this long. */
export const PROVIDER_REQUEST_TIMEOUT_MS = 5_000;
/** A sign-in must come back from the provider within this time. */
export const OAUTH_STATE_EXPIRES_IN_SECONDS = 600;
/** The signed cookie that binds the state to the browser that started the sign-in. */
export const STATE_COOKIE_MAX_AGE_SECONDS = 300;
export const CODE_VERIFIER_LENGTH = 128;
/** An access token this close to its expiry is refreshed before it is handed out. */
export const ACCESS_TOKEN_REFRESH_MARGIN_MS = 5_000;
export const OAUTH_STATE_PURPOSE = 'oauth-state';

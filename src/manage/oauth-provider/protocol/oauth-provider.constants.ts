/** The package's defaults (`@better-auth/oauth-provider` 1.7.5). */
export const AUTHORIZATION_CODE_LIFETIME_SECONDS = 600;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const ID_TOKEN_LIFETIME_SECONDS = 36_000;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;
/** Opaque tokens and codes: 32 characters, as the package makes them. */
export const OPAQUE_TOKEN_LENGTH = 32;
export const ID_TOKEN_ALGORITHMS = ['EdDSA', 'RS256'] as const;
export type IdTokenAlgorithm = (typeof ID_TOKEN_ALGORITHMS)[number];

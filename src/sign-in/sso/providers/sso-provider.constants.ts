/** Account provider ids Better Auth's own sign-in methods use, refused as SSO provider ids. */
export const RESERVED_PROVIDER_IDS = ['credential', 'email-otp', 'magic-link', 'phone-number', 'anonymous', 'siwe'];

/** `@better-auth/sso`'s default `providersLimit`: providers one user may register. */
export const PROVIDERS_PER_USER = 10;

/** The package's default: a domain-verification token stays valid a week. */
export const DOMAIN_VERIFICATION_EXPIRES_IN_SECONDS = 604_800;

/** `generateRandomString(24)`, the package's domain-verification token. */
export const DOMAIN_VERIFICATION_TOKEN_LENGTH = 24;

/** The TXT record's label prefix, `_better-auth-token-{providerId}`, also the verification identifier. */
export const DOMAIN_VERIFICATION_PREFIX = '_better-auth-token-';

/** A DNS label's limit, which the TXT record's first label must keep. */
export const DNS_LABEL_MAX_LENGTH = 63;

/** `@better-auth/sso`'s default limit on IdP metadata. */
export const SAML_METADATA_MAX_BYTES = 102_400;

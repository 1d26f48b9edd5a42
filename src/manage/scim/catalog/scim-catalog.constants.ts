export const SCIM_CONNECTION_ID_PREFIX = 'ba_scim_connection_';
export const SCIM_CREDENTIAL_ID_PREFIX = 'ba_scim_credential_';

/** The scopes a managed credential may carry. */
export const SCIM_SCOPES = ['scim.users.read', 'scim.users.write', 'scim.groups.read', 'scim.groups.write'] as const;
export type ScimScope = (typeof SCIM_SCOPES)[number];

/** The digest scheme a stored `tokenDigest` was written with; a credential of another version never verifies. */
export const SCIM_HASH_VERSION = 'v1';

/** Random characters after an id's prefix, and in a token's secret part. */
export const SCIM_IDENTIFIER_LENGTH = 32;
export const SCIM_SECRET_LENGTH = 48;

/** Live credentials one connection may hold at once (the package's default). */
export const SCIM_MAX_ACTIVE_CREDENTIALS = 5;

/** A credential's `lastUsedAt` is written at most this often, not on every request. */
export const SCIM_LAST_USED_WRITE_INTERVAL_MS = 300_000;

/** The newest events `events` answers. */
export const SCIM_EVENT_LIMIT = 100;

/** What the 401 of a SCIM endpoint tells the client, as the package's. */
export const SCIM_WWW_AUTHENTICATE = 'Bearer realm="SCIM"';

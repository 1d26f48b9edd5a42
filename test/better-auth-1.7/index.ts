// Better Auth 1.7 as an app of that line imports it; resolved from this folder, so from its own install.
export { createAuthClient } from 'better-auth/client';
export { adminClient, organizationClient } from 'better-auth/client/plugins';
export { apiKeyClient } from '@better-auth/api-key/client';
export { passkeyClient } from '@better-auth/passkey/client';
export { twoFactorClient } from 'better-auth/client/plugins';
// The line's error tables, which the service's catalogue is checked against.
export { API_KEY_ERROR_CODES } from '@better-auth/api-key';
export { organization } from 'better-auth/plugins/organization';
export { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins';
export { PASSKEY_ERROR_CODES } from '@better-auth/passkey';
// The line on the server, as an app running it in-process has it: the compatibility suites' databases.
export { betterAuth } from 'better-auth';
export { getMigrations } from 'better-auth/db/migration';
export { admin, jwt } from 'better-auth/plugins';
// Organization roles as data: the access control dynamic access control builds on.
export { createAccessControl } from 'better-auth/plugins/access';
export { defaultStatements, ownerAc, adminAc, memberAc } from 'better-auth/plugins/organization/access';
export { apiKey } from '@better-auth/api-key';
// Values encrypted at rest, under numbered secrets (`secrets`, BETTER_AUTH_SECRETS) or one.
export { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
// The OpenID provider plugin, whose tables and stored secrets the service shares.
export { oauthProvider } from '@better-auth/oauth-provider';

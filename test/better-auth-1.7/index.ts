// Better Auth 1.7 as an app of that line imports it; resolved from this folder, so from its own install.
export { createAuthClient } from 'better-auth/client';
export { adminClient, organizationClient } from 'better-auth/client/plugins';
export { apiKeyClient } from '@better-auth/api-key/client';

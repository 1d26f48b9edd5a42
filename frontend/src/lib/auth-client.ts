import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/react';
import { adminClient, apiKeyClient, organizationClient, twoFactorClient } from 'better-auth/client/plugins';

/**
 * The single Better Auth client for the dashboard. The service serves the auth API at /api/auth on
 * the same origin as this page, so the dashboard reaches it like any other app would.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  plugins: [
    adminClient(),
    apiKeyClient(),
    organizationClient({ teams: { enabled: true } }),
    twoFactorClient(),
    passkeyClient(),
  ],
});

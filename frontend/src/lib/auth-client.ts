import { createAuthClient } from 'better-auth/react';
import { organizationClient } from 'better-auth/client/plugins';

/**
 * The single Better Auth client for the dashboard. The service serves the
 * auth API at /api/auth on the same origin as this page.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  plugins: [organizationClient({ teams: { enabled: true } })],
});

import * as client14 from 'better-auth/client';
import * as plugins14 from 'better-auth/client/plugins';
import * as line17 from '../better-auth-1.7/index';

type ClientLine = '1.4' | '1.7';

/** The Better Auth line whose official client the client suites use: TEST_CLIENT_LINE, 1.7 unless it says 1.4. */
export const CLIENT_LINE: ClientLine = process.env.TEST_CLIENT_LINE === '1.4' ? '1.4' : '1.7';

/** The service set to answer as that line, as an app of the line deploys it. */
export const CLIENT_LINE_CONFIG = { betterAuthCompat: CLIENT_LINE };

/**
 * The roles a deployment of the suites configures, as the environment gives them: a `support` admin role, and
 * organization admins and members with statements on the organization's API keys.
 */
export const CLIENT_ROLES_ENV = {
  ADMIN_ROLES: '{"support":{"user":["list","get","update"],"session":["list"]}}',
  ORGANIZATION_ROLES: '{"admin":{"apiKey":["create","read","update","delete"]},"member":{"apiKey":["read"]}}',
};

// The suites are typed against 1.4's client. 1.7's sends the same requests under the same names;
// where its answers differ, the suites branch on CLIENT_LINE.
export const createAuthClient =
  CLIENT_LINE === '1.4'
    ? client14.createAuthClient
    : (line17.createAuthClient as unknown as typeof client14.createAuthClient);
export const adminClient =
  CLIENT_LINE === '1.4' ? plugins14.adminClient : (line17.adminClient as unknown as typeof plugins14.adminClient);
export const organizationClient =
  CLIENT_LINE === '1.4'
    ? plugins14.organizationClient
    : (line17.organizationClient as unknown as typeof plugins14.organizationClient);
export const apiKeyClient =
  CLIENT_LINE === '1.4' ? plugins14.apiKeyClient : (line17.apiKeyClient as unknown as typeof plugins14.apiKeyClient);

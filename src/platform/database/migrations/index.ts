import { Migration } from '../migration';
import { createUser } from './0001-create-user';
import { createAccount } from './0002-create-account';
import { createSession } from './0003-create-session';
import { createVerification } from './0004-create-verification';
import { createRateLimit } from './0005-create-rate-limit';
import { addUserAdminFields } from './0006-add-user-admin-fields';
import { addSessionImpersonatedBy } from './0007-add-session-impersonated-by';
import { addUserListIndexes } from './0008-add-user-list-indexes';
import { addUserSearchIndexes } from './0009-add-user-search-indexes';
import { createApiKey } from './0010-create-api-key';
import { addSessionActiveOrganization } from './0011-add-session-active-organization';
import { createOrganizations } from './0012-create-organizations';
import { normalizeSqliteDates } from './0013-normalize-sqlite-dates';
import { createAuditEvent } from './0014-create-audit-event';
import { addUserCount } from './0015-add-user-count';
import { createEmailOutbox } from './0016-create-email-outbox';
import { createAccountLockout } from './0017-create-account-lockout';
import { createJwks } from './0018-create-jwks';
import { addApiKeyReference } from './0019-add-api-key-reference';
import { addTeamAndJwksColumns } from './0020-add-team-and-jwks-columns';
import { createTelemetry } from './0022-create-telemetry';
import { createTwoFactor } from './0023-create-two-factor';
import { addUserTwoFactorEnabled } from './0024-add-user-two-factor-enabled';
import { createPasskey } from './0025-create-passkey';
import { addSessionSecondFactorAt } from './0026-add-session-second-factor-at';
import { isoSqliteDates } from './0027-iso-sqlite-dates';
import { addAuditEventOrigin } from './0028-add-audit-event-origin';
import { createOrganizationRole } from './0029-create-organization-role';
import { createAdminRole } from './0030-create-admin-role';
import { createOauthClient } from './0031-create-oauth-client';
import { createOauthTokens } from './0032-create-oauth-tokens';
import { createOauthResources } from './0033-create-oauth-resources';
import { createSsoProvider } from './0034-create-sso-provider';
import { createScimManagedConnection } from './0035-create-scim-managed-connection';
import { createScimManagedCredential } from './0036-create-scim-managed-credential';
import { createScimManagedConnectionEvent } from './0037-create-scim-managed-connection-event';
import { createScimConnectionBinding } from './0038-create-scim-connection-binding';

/** In order; a merged migration is never edited, a change is a new entry. */
export const MIGRATIONS: Migration[] = [
  createUser,
  createAccount,
  createSession,
  createVerification,
  createRateLimit,
  addUserAdminFields,
  addSessionImpersonatedBy,
  addUserListIndexes,
  addUserSearchIndexes,
  createApiKey,
  addSessionActiveOrganization,
  createOrganizations,
  normalizeSqliteDates,
  createAuditEvent,
  addUserCount,
  createEmailOutbox,
  createAccountLockout,
  createJwks,
  addApiKeyReference,
  addTeamAndJwksColumns,
  createTelemetry,
  createTwoFactor,
  addUserTwoFactorEnabled,
  createPasskey,
  addSessionSecondFactorAt,
  isoSqliteDates,
  addAuditEventOrigin,
  createOrganizationRole,
  createAdminRole,
  createOauthClient,
  createOauthTokens,
  createOauthResources,
  createSsoProvider,
  createScimManagedConnection,
  createScimManagedCredential,
  createScimManagedConnectionEvent,
  createScimConnectionBinding,
];

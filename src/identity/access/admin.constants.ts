import { RoleGrants } from '../../platform/common/access/access-control';

/** Every admin permission: the statements of Better Auth's admin plugin. */
const ADMIN_STATEMENTS: RoleGrants = {
  user: [
    'create',
    'list',
    'set-role',
    'ban',
    'impersonate',
    'delete',
    'set-password',
    'set-email',
    'set-phone',
    'get',
    'update',
  ],
  session: ['list', 'revoke', 'delete'],
};

/** The built-in role that grants nothing. */
export const USER_ROLE_GRANTS: RoleGrants = { user: [], session: [] };

/** What the admin roles may do with the audit log, beside Better Auth's admin statements. */
const AUDIT_ADMIN_GRANTS = { audit: ['list'] } as const;

/** What the admin roles may do with the e-mail outbox, beside Better Auth's admin statements. */
const MAIL_ADMIN_GRANTS = { email: ['list', 'resend'] } as const;

/** What the admin roles may do with sign-in locks, beside Better Auth's admin statements. */
const ACCOUNT_LOCKOUT_ADMIN_GRANTS = { lockout: ['unlock'] } as const;

/** What the admin roles may do with users' second factors and passkeys, beside Better Auth's statements. */
const SECOND_FACTOR_ADMIN_GRANTS = { 'two-factor': ['reset'], passkey: ['delete'] } as const;

/**
 * What the admin roles may do with organizations, beside Better Auth's statements (its admin plugin has no
 * organization statement): list every organization. A role of ADMIN_ROLES gets it with `{"organization":["list"]}`.
 */
const ORGANIZATION_ADMIN_GRANTS = { organization: ['list'] } as const;

/** What the admin roles may do with the roles made at run time (Better Auth's organization `ac` statement). */
const ROLE_ADMIN_GRANTS = { ac: ['create', 'read', 'update', 'delete'] } as const;

/** What the admin roles may do with the OpenID provider's client applications. */
const OAUTH_CLIENT_ADMIN_GRANTS = { oauthClient: ['create', 'read', 'update', 'delete'] } as const;

/**
 * Every statement the admin side knows, what the admin roles hold: the catalogue served to the dashboard,
 * and the resources and actions a role made at run time may name.
 */
export const ADMIN_STATEMENT_CATALOGUE: RoleGrants = {
  ...ADMIN_STATEMENTS,
  ...AUDIT_ADMIN_GRANTS,
  ...ACCOUNT_LOCKOUT_ADMIN_GRANTS,
  ...MAIL_ADMIN_GRANTS,
  ...SECOND_FACTOR_ADMIN_GRANTS,
  ...ORGANIZATION_ADMIN_GRANTS,
  ...ROLE_ADMIN_GRANTS,
  ...OAUTH_CLIENT_ADMIN_GRANTS,
};

/** The headings actions are listed under where they are offered to choose from, in their order. */
export const AUDIT_ACTION_GROUPS = [
  'Account',
  'Two-factor',
  'Administration',
  'API keys',
  'Passkeys',
  'Organizations',
  'Signing keys',
  'Applications',
  'Provisioning',
  'Single sign-on',
] as const;

type AuditActionGroup = (typeof AUDIT_ACTION_GROUPS)[number];

interface AuditActionEntry {
  readonly group: AuditActionGroup;
  /** What happened, in words an administrator reads in a list. */
  readonly label: string;
}

/**
 * Every action the service records, the one list the API, its documentation and the dashboard all
 * read; names follow the endpoint that acts. `AuditService.record` takes only these names.
 */
export const AUDIT_ACTION_CATALOGUE = {
  'sign-in': { group: 'Account', label: 'Sign in with e-mail and password' },
  'sign-in.social': { group: 'Account', label: 'Sign in with a social or OpenID provider' },
  'sign-in.sso': { group: 'Account', label: 'Sign in through an organization’s identity provider' },
  'sign-in.passkey': { group: 'Account', label: 'Sign in with a passkey' },
  'sign-in.lock': { group: 'Account', label: 'Sign-in locked after failed passwords' },
  'sign-up': { group: 'Account', label: 'Sign up' },
  'sign-out': { group: 'Account', label: 'Sign out' },
  'link-social': { group: 'Account', label: 'Link a social account' },
  'unlink-account': { group: 'Account', label: 'Unlink an account' },
  'change-password': { group: 'Account', label: 'Change password' },
  'reset-password': { group: 'Account', label: 'Reset password' },
  'set-password': { group: 'Account', label: 'Set a first password' },
  'change-email': { group: 'Account', label: 'Change e-mail address' },
  'revoke-session': { group: 'Account', label: 'Revoke a session' },
  'revoke-sessions': { group: 'Account', label: 'Revoke all sessions' },
  'revoke-other-sessions': { group: 'Account', label: 'Revoke other sessions' },
  'delete-user': { group: 'Account', label: 'Delete own account' },
  'two-factor.enable': { group: 'Two-factor', label: 'Enable two-factor' },
  'two-factor.disable': { group: 'Two-factor', label: 'Disable two-factor' },
  'two-factor.generate-backup-codes': { group: 'Two-factor', label: 'Generate backup codes' },
  'two-factor.verify-totp': { group: 'Two-factor', label: 'Verify an authenticator code' },
  'two-factor.verify-backup-code': { group: 'Two-factor', label: 'Verify a backup code' },
  'two-factor.send-otp': { group: 'Two-factor', label: 'Send a one-time code by e-mail' },
  'two-factor.verify-otp': { group: 'Two-factor', label: 'Verify an e-mailed one-time code' },
  'admin.create-user': { group: 'Administration', label: 'Create a user' },
  'admin.update-user': { group: 'Administration', label: 'Update a user' },
  'admin.set-role': { group: 'Administration', label: 'Set a role' },
  'admin.ban-user': { group: 'Administration', label: 'Ban a user' },
  'admin.unban-user': { group: 'Administration', label: 'Unban a user' },
  'admin.impersonate-user': { group: 'Administration', label: 'Impersonate a user' },
  'admin.stop-impersonating': { group: 'Administration', label: 'Stop impersonating' },
  'admin.set-user-password': { group: 'Administration', label: 'Set a user’s password' },
  'admin.remove-user': { group: 'Administration', label: 'Remove a user' },
  'admin.unlock-user': { group: 'Administration', label: 'Unlock a user’s sign-in' },
  'admin.resend-email': { group: 'Administration', label: 'Resend an e-mail' },
  'admin.revoke-user-session': { group: 'Administration', label: 'Revoke a user’s session' },
  'admin.revoke-user-sessions': { group: 'Administration', label: 'Revoke all of a user’s sessions' },
  'admin.reset-two-factor': { group: 'Administration', label: 'Reset a user’s two-factor' },
  'admin.remove-passkeys': { group: 'Administration', label: 'Remove a user’s passkeys' },
  'admin.create-role': { group: 'Administration', label: 'Create an admin role' },
  'admin.update-role': { group: 'Administration', label: 'Change an admin role' },
  'admin.delete-role': { group: 'Administration', label: 'Delete an admin role' },
  'api-key.create': { group: 'API keys', label: 'Create an API key' },
  'api-key.update': { group: 'API keys', label: 'Update an API key' },
  'api-key.delete': { group: 'API keys', label: 'Delete an API key' },
  'api-key.convert-refill-intervals': {
    group: 'API keys',
    label: 'Convert API-key refill intervals to days',
  },
  'passkey.verify-registration': { group: 'Passkeys', label: 'Add a passkey' },
  'passkey.delete-passkey': { group: 'Passkeys', label: 'Delete a passkey' },
  'organization.create': { group: 'Organizations', label: 'Create an organization' },
  'organization.update': { group: 'Organizations', label: 'Update an organization' },
  'organization.delete': { group: 'Organizations', label: 'Delete an organization' },
  'organization.add-member': { group: 'Organizations', label: 'Add a member' },
  'organization.remove-member': { group: 'Organizations', label: 'Remove a member' },
  'organization.update-member-role': { group: 'Organizations', label: 'Change a member’s role' },
  'organization.leave': { group: 'Organizations', label: 'Leave an organization' },
  'organization.invite-member': { group: 'Organizations', label: 'Invite a member' },
  'organization.cancel-invitation': { group: 'Organizations', label: 'Cancel an invitation' },
  'organization.accept-invitation': { group: 'Organizations', label: 'Accept an invitation' },
  'organization.reject-invitation': { group: 'Organizations', label: 'Reject an invitation' },
  'organization.create-role': { group: 'Organizations', label: 'Create an organization role' },
  'organization.update-role': { group: 'Organizations', label: 'Update an organization role' },
  'organization.delete-role': { group: 'Organizations', label: 'Delete an organization role' },
  'jwks.rotate': { group: 'Signing keys', label: 'Rotate the JWT signing key' },
  'oauth-client.create': { group: 'Applications', label: 'Register an OAuth client' },
  'oauth-client.update': { group: 'Applications', label: 'Update an OAuth client' },
  'oauth-client.rotate-secret': { group: 'Applications', label: 'Rotate an OAuth client secret' },
  'oauth-client.delete': { group: 'Applications', label: 'Delete an OAuth client' },
  'oauth-resource.create': { group: 'Applications', label: 'Register an OAuth resource (API)' },
  'oauth-resource.update': { group: 'Applications', label: 'Update an OAuth resource' },
  'oauth-resource.delete': { group: 'Applications', label: 'Delete an OAuth resource' },
  'oauth-resource.link-client': { group: 'Applications', label: 'Link an OAuth client to a resource' },
  'oauth-resource.unlink-client': { group: 'Applications', label: 'Unlink an OAuth client from a resource' },
  'oauth2.authorize': { group: 'Applications', label: 'Sign in to an application (authorization code issued)' },
  'oauth2.token': {
    group: 'Applications',
    label: 'Tokens issued to an application (code exchanged, refresh, client credentials)',
  },
  'oauth-consent.give': { group: 'Applications', label: 'Consent to an application' },
  'oauth-consent.update': { group: 'Applications', label: "Change an application's consent" },
  'oauth-consent.revoke': { group: 'Applications', label: "Revoke an application's consent" },
  'oauth2.revoke': { group: 'Applications', label: 'An application revoked a token' },
  'oauth2.end-session': { group: 'Applications', label: 'Sign out through an application (end-session)' },
  'scim-connection.create': { group: 'Provisioning', label: 'Create a SCIM connection' },
  'scim-connection.rotate': { group: 'Provisioning', label: 'Rotate a SCIM connection token' },
  'scim-connection.revoke': { group: 'Provisioning', label: 'Revoke a SCIM connection token' },
  'scim-connection.decommission': { group: 'Provisioning', label: 'Decommission a SCIM connection' },
  'scim.create-user': { group: 'Provisioning', label: 'A directory provisioned a user (SCIM)' },
  'scim.update-user': { group: 'Provisioning', label: "A directory changed a user's profile (SCIM)" },
  'scim.deactivate-user': { group: 'Provisioning', label: 'A user lost their last directory source and was banned' },
  'scim.reactivate-user': {
    group: 'Provisioning',
    label: "A directory reactivated a user, lifting the directory's ban",
  },
  'scim.delete-user': { group: 'Provisioning', label: 'A directory deleted its SCIM User' },
  'scim.create-group': { group: 'Provisioning', label: 'A directory provisioned a group (SCIM)' },
  'scim.update-group': { group: 'Provisioning', label: 'A directory changed a group or its members (SCIM)' },
  'scim.delete-group': { group: 'Provisioning', label: 'A directory deleted a group (SCIM)' },
  'sso.register': { group: 'Single sign-on', label: 'Register a single-sign-on provider' },
  'sso.delete-provider': { group: 'Single sign-on', label: 'Delete a single-sign-on provider' },
  'sso.verify-domain': { group: 'Single sign-on', label: 'Verify a single-sign-on provider’s domain' },
} as const satisfies Record<string, AuditActionEntry>;

export type AuditAction = keyof typeof AUDIT_ACTION_CATALOGUE;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_CATALOGUE) as AuditAction[];

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_CATALOGUE, action);
}

/** The catalogue as the API serves it, one entry per action, in the catalogue's order. */
export function auditActionList(): Array<{ action: AuditAction; label: string; group: AuditActionGroup }> {
  return AUDIT_ACTIONS.map((action) => ({ action, ...AUDIT_ACTION_CATALOGUE[action] }));
}

/** The actions the service records, grouped as the filter offers them; names follow the endpoint that acts. */
export const AUDIT_ACTION_GROUPS = [
  {
    group: 'Account',
    items: [
      'sign-in',
      'sign-in.passkey',
      'sign-in.lock',
      'sign-up',
      'sign-out',
      'change-password',
      'reset-password',
      'set-password',
      'change-email',
      'revoke-session',
      'revoke-sessions',
      'revoke-other-sessions',
      'delete-user',
      'two-factor.enable',
      'two-factor.disable',
      'two-factor.generate-backup-codes',
      'two-factor.verify-totp',
      'two-factor.verify-backup-code',
    ],
  },
  {
    group: 'Administration',
    items: [
      'admin.create-user',
      'admin.update-user',
      'admin.set-role',
      'admin.ban-user',
      'admin.unban-user',
      'admin.impersonate-user',
      'admin.stop-impersonating',
      'admin.set-user-password',
      'admin.remove-user',
      'admin.unlock-user',
      'admin.resend-email',
      'admin.revoke-user-session',
      'admin.revoke-user-sessions',
      'admin.reset-two-factor',
      'admin.remove-passkeys',
    ],
  },
  {
    group: 'API keys',
    items: ['api-key.create', 'api-key.update', 'api-key.delete', 'api-key.convert-refill-intervals'],
  },
  { group: 'Passkeys', items: ['passkey.verify-registration', 'passkey.delete-passkey'] },
  {
    group: 'Organizations',
    items: [
      'organization.create',
      'organization.update',
      'organization.delete',
      'organization.add-member',
      'organization.remove-member',
      'organization.update-member-role',
      'organization.leave',
      'organization.invite-member',
      'organization.cancel-invitation',
      'organization.accept-invitation',
      'organization.reject-invitation',
    ],
  },
] as const;

export type AuditAction = (typeof AUDIT_ACTION_GROUPS)[number]['items'][number];

export const AUDIT_ACTIONS: readonly AuditAction[] = AUDIT_ACTION_GROUPS.flatMap((group) => group.items);

/** `result` of an event that succeeded; any other value is the catalogue code it failed with. */
export const AUDIT_SUCCESS = 'success';

/** One recorded action as the service answers it. */
export interface AuditEvent {
  id: string;
  action: AuditAction;
  /** Null when nobody was signed in: a failed sign-in, a trusted backend's call. */
  actorId: string | null;
  /** The administrator behind an impersonation session. */
  impersonatedBy: string | null;
  targetType: 'user' | 'api-key' | 'organization' | 'email' | null;
  targetId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  result: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
}

export interface AuditEventPage {
  events: AuditEvent[];
  total: number;
  limit: number;
  offset: number;
}

/** What was done; names follow the endpoint that does it. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-up',
  'sign-in.social',
  'sign-in.passkey',
  'sign-in.lock',
  'link-social',
  'unlink-account',
  'change-password',
  'reset-password',
  'set-password',
  'change-email',
  'sign-out',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'delete-user',
  'two-factor.enable',
  'two-factor.disable',
  'two-factor.generate-backup-codes',
  'two-factor.verify-totp',
  'two-factor.verify-backup-code',
  'two-factor.send-otp',
  'two-factor.verify-otp',
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
  'api-key.create',
  'api-key.update',
  'api-key.delete',
  'api-key.convert-refill-intervals',
  'passkey.verify-registration',
  'passkey.delete-passkey',
  'organization.add-member',
  'organization.remove-member',
  'organization.update-member-role',
  'organization.leave',
  'organization.accept-invitation',
  'organization.create',
  'organization.update',
  'organization.delete',
  'organization.invite-member',
  'organization.cancel-invitation',
  'organization.reject-invitation',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `success`, or the catalogue code the action failed with. */
export const AUDIT_SUCCESS = 'success';

/** `email`: an e-mail in the outbox, by its id. */
export type AuditTargetType = 'user' | 'api-key' | 'organization' | 'email' | 'passkey';

/** One recorded action. */
export interface AuditEvent {
  id: string;
  action: AuditAction;
  /** The user who acted; null when nobody is signed in (a failed sign-in, a trusted backend's call). */
  actorId: string | null;
  /** The administrator behind an impersonation session, when the actor was impersonated. */
  impersonatedBy: string | null;
  targetType: AuditTargetType | null;
  targetId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  result: string;
  /** Small facts about the action (the e-mail tried, the new role); never secrets. */
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

/** What a service says about an action; who and from where come from the request. */
export interface AuditDetails {
  actorId?: string | null;
  targetType?: AuditTargetType;
  targetId?: string | null;
  metadata?: Record<string, unknown>;
}

export interface AuditSearch {
  actorId?: string;
  targetId?: string;
  action?: string;
  result?: string;
  from?: Date;
  to?: Date;
  /** Matched, case-insensitively, against the ids, action, result, address, user agent and metadata. */
  text?: string;
  limit: number;
  offset: number;
}

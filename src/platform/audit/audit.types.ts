import type { AuditAction } from './audit-actions';
import type { AuditOrigin } from './audit-caller';

/** `success`, or the catalogue code the action failed with. */
export const AUDIT_SUCCESS = 'success';

/**
 * `email`: an e-mail in the outbox, by its id; `signing-key`: a key of the JWT key set, by its `kid`;
 * `role`: a role made at run time, by its id.
 */
export type AuditTargetType =
  | 'user'
  | 'api-key'
  | 'organization'
  | 'email'
  | 'passkey'
  | 'signing-key'
  | 'role'
  | 'oauth-client'
  | 'oauth-resource'
  | 'scim-connection'
  | 'scim-group'
  | 'sso-provider';

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
  /** `cli` or `system` for work no request carried; null for a request (and for events recorded before 0028). */
  origin: AuditOrigin | null;
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

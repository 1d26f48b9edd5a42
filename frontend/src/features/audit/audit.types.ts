/** One action the service records, as it lists them: the name events carry, in words, under a heading. */
export interface AuditActionEntry {
  action: string;
  label: string;
  group: string;
}

/** `result` of an event that succeeded; any other value is the catalogue code it failed with. */
export const AUDIT_SUCCESS = 'success';

/** One recorded action as the service answers it. */
export interface AuditEvent {
  id: string;
  action: string;
  /** Null when nobody was signed in: a failed sign-in, a trusted backend's call. */
  actorId: string | null;
  /** The administrator behind an impersonation session. */
  impersonatedBy: string | null;
  targetType: string | null;
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

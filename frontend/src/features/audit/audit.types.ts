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
  /** `cli` for the command line, `system` for the service's scheduled work; null for a request. */
  origin: 'cli' | 'system' | null;
  createdAt: string;
}

interface AuditUserName {
  name: string;
  email: string;
}

/** Users by id; absent from it: a user deleted since, and every user for a service without the names. */
export type AuditUserNames = Record<string, AuditUserName>;

export interface AuditEventPage {
  events: AuditEvent[];
  total: number;
  limit: number;
  offset: number;
  /** The actors, impersonators and user targets the page's events name. */
  users?: AuditUserNames;
}

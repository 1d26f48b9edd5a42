import { AuditEvent } from './audit.types';

/** A user the events name, as the CSV shows them beside the ids. */
export interface AuditUserName {
  name: string;
  email: string;
}

const EVENT_COLUMNS = [
  'createdAt',
  'action',
  'result',
  'actorId',
  'impersonatedBy',
  'targetType',
  'targetId',
  'ipAddress',
  'userAgent',
  'metadata',
  'origin',
] as const;

/** After the event's own columns, so a reader of the earlier export finds its columns where they were. */
const NAME_COLUMNS = ['actorName', 'actorEmail', 'targetName', 'targetEmail'] as const;

/**
 * Events as CSV (RFC 4180: a header row, every field quoted, CRLF line ends), with the names and
 * e-mails of the actor and of a user target from `users`. A value a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, since
 * user agents, e-mails and names are attacker-chosen.
 */
export function toAuditCsv(
  events: readonly AuditEvent[],
  users: ReadonlyMap<string, AuditUserName> = new Map(),
): string {
  const rows = events.map((event) => {
    const actor = event.actorId ? users.get(event.actorId) : undefined;
    const target = event.targetType === 'user' && event.targetId ? users.get(event.targetId) : undefined;
    const names = [actor?.name, actor?.email, target?.name, target?.email].map((value) => value ?? '');
    return [...EVENT_COLUMNS.map((column) => textOf(event, column)), ...names].map(cell);
  });
  return [[...EVENT_COLUMNS, ...NAME_COLUMNS].map(cell), ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

function textOf(event: AuditEvent, column: (typeof EVENT_COLUMNS)[number]): string {
  const value = event[column];
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

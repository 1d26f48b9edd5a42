import { AuditEvent } from './audit.types';

const COLUMNS = [
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
] as const;

/**
 * Events as CSV (RFC 4180: a header row, every field quoted, CRLF line ends). A value a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, since user agents, e-mails and names are attacker-chosen.
 */
export function toAuditCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((event) => COLUMNS.map((column) => cell(textOf(event, column))));
  return [COLUMNS.map(cell), ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

function textOf(event: AuditEvent, column: (typeof COLUMNS)[number]): string {
  const value = event[column];
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

import request from 'supertest';
import type { App } from 'supertest/types';

export const AUDIT_EVENTS = '/api/auth/admin/audit-events';

/** The audit events an administrator finds with the given filters, newest first. */
export async function auditEvents(
  http: App,
  adminCookie: string,
  query: Record<string, string | number> = {},
): Promise<Array<Record<string, any>>> {
  const response = await request(http).get(AUDIT_EVENTS).query(query).set('Cookie', adminCookie).expect(200);
  return response.body.events;
}

/** The one event of `action` on `targetId`; fails when there is not exactly one. */
export async function onlyEvent(
  http: App,
  adminCookie: string,
  action: string,
  targetId: string,
): Promise<Record<string, any>> {
  const events = await auditEvents(http, adminCookie, { action, targetId });
  if (events.length !== 1) throw new Error(`Expected one ${action} event on ${targetId}, found ${events.length}`);
  return events[0];
}

/**
 * Rows in a fixed order, for comparing events of calls made one after the other: two of them may
 * fall in the same millisecond, and then their order in the log is not defined.
 */
export function sorted<T>(rows: T[]): T[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

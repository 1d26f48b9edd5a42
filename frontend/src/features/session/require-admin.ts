import { redirect } from '@tanstack/react-router';
import { isAdminRole } from '../../lib/roles';
import type { SessionData } from './api/session-query';

/** Admin pages send everyone else to their own account page. */
export function requireAdmin(session: SessionData): void {
  if (!isAdminRole(session.user.role)) throw redirect({ to: '/account' });
}

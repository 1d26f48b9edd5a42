import { redirect } from '@tanstack/react-router';

/** Admin pages send everyone else to their own account page. */
export function requireAdmin(isAdmin: boolean): void {
  if (!isAdmin) throw redirect({ to: '/account' });
}

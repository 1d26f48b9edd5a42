import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export interface LabelledCount {
  /** `valid`, or an error code. */
  label: string;
  /** The service's catalogue message for an error code. */
  message?: string;
  count: number;
}

export interface AdminStats {
  users: { total: number; banned: number; verified: number; admins: number };
  signUpsPerDay: { date: string; count: number }[];
  activeSessions: number;
  apiKeyVerifications: LabelledCount[];
  signIns: number;
  signInFailures: LabelledCount[];
}

/** The service's admin-only overview counts; not part of Better Auth's API, so reached through the client's fetch. */
export const statsQueryOptions = queryOptions({
  queryKey: ['overview', 'stats'],
  queryFn: () => unwrap(authClient.$fetch<AdminStats>('/admin/stats', { method: 'GET' })),
  refetchInterval: 30_000,
});

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

export type SessionData = typeof authClient.$Infer.Session;

export const sessionKeys = {
  current: ['session'] as const,
};

/** The signed-in session and user, or null; the `_app` guard and every page read it from here. */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.current,
  queryFn: async (): Promise<SessionData | null> => (await unwrap(authClient.getSession())) ?? null,
  staleTime: 30_000,
});

/** Reads the session again now; awaited before navigating, so the `_app` guard sees the new one. */
export function refreshSession(queryClient: QueryClient): Promise<SessionData | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

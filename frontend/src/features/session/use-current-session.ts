import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type SessionData } from './api/session-query';

/** Inside the signed-in layout the session is always there; the guard has loaded it. */
export function useCurrentSession(): SessionData {
  const { data } = useSuspenseQuery(sessionQueryOptions);
  if (!data) throw new Error('useCurrentSession is only for signed-in pages');
  return data;
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { sessionKeys } from '../features/session/api/session-query';

/**
 * Refused calls (4xx) are answers, not outages: retrying them only repeats the refusal. UNAUTHORIZED
 * means the session ended elsewhere (revoked, banned, expired), so the dashboard forgets it and calls
 * `onSignedOut` to go to sign-in; other 401s (a wrong password, a member one may not remove) do not.
 */
export function createQueryClient(onSignedOut: () => void = () => {}): QueryClient {
  const handleError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'UNAUTHORIZED' || !queryClient.getQueryData(sessionKeys.current))
      return;
    queryClient.clear();
    queryClient.setQueryData(sessionKeys.current, null);
    onSignedOut();
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return queryClient;
}

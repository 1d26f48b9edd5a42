import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Refused calls (4xx) are answers, not outages: retrying them only repeats the refusal. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

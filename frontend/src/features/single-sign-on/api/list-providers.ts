import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { SsoProvider } from '../single-sign-on.types';
import { singleSignOnKeys } from './keys';

/** The providers the caller administers, narrowed to one organization's. */
export function organizationProvidersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: singleSignOnKeys.providers(),
    queryFn: async () =>
      (await unwrap(authClient.$fetch<{ providers: SsoProvider[] }>('/sso/providers', { method: 'GET' }))).providers,
    select: (providers) => providers.filter((provider) => provider.organizationId === organizationId),
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { applicationKeys } from './keys';

/** The scopes the provider offers, from its discovery document, so the form never offers one it refuses. */
export const scopesSupportedQueryOptions = queryOptions({
  queryKey: applicationKeys.scopesSupported(),
  queryFn: async () => {
    const discovery = await unwrap(
      authClient.$fetch<{ scopes_supported: string[] }>('/.well-known/openid-configuration', { method: 'GET' }),
    );
    return discovery.scopes_supported;
  },
  staleTime: Infinity,
});

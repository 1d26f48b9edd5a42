import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';

/** Parses an answer (or an error body) without its `redirect` flag. */
function withoutRedirect(text: string): unknown {
  const { redirect: _redirect, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

/**
 * Starts a sign-in with the provider and answers the identity provider's URL. The service answers
 * `{ url, redirect: true }`, on which the client would send this very tab away; dropping the flag
 * keeps the dashboard open so the sign-in runs in a tab of its own.
 */
export function useTestSignIn() {
  return useMutation({
    mutationFn: ({ providerId, returnUrl }: { providerId: string; returnUrl: string }) =>
      unwrap(
        authClient.$fetch<{ url: string }>('/sign-in/sso', {
          method: 'POST',
          body: { providerId, callbackURL: returnUrl, errorCallbackURL: returnUrl },
          jsonParser: withoutRedirect,
        }),
      ),
  });
}

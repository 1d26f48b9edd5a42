import { useState } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageOAuthQuery } from '../features/oauth/signed-oauth-query';
import { SignInPage } from '../features/auth/sign-in-page';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { optionalString } from '../lib/search-params';
import { safeRedirect } from '../lib/safe-redirect';

interface SignInSearch {
  redirect?: string;
  error?: string;
  error_description?: string;
  /** The authorization carried from sign-up; a request straight from the service is read from the address. */
  oauth_query?: string;
}

/** `error` and `error_description` are set by the service when a provider sign-in comes back here failed. */
function signInSearch(search: Record<string, unknown>): SignInSearch {
  return {
    redirect: optionalString(search.redirect),
    error: optionalString(search.error),
    error_description: optionalString(search.error_description),
    oauth_query: optionalString(search.oauth_query),
  };
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearch,
  beforeLoad: async ({ context, search }) => {
    if (await context.queryClient.ensureQueryData(sessionQueryOptions))
      throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function SignInRoute() {
    const { redirect, error, error_description } = Route.useSearch();
    // Read from the address as the service wrote it: the signature covers the exact parameters and their order.
    const [oauthQuery] = useState(() => pageOAuthQuery(window.location.search));
    return (
      <SignInPage
        redirect={redirect}
        providerError={error ? { error, description: error_description } : undefined}
        oauthQuery={oauthQuery}
      />
    );
  },
});

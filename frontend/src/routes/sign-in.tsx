import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/sign-in-page';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { optionalString } from '../lib/search-params';
import { safeRedirect } from '../lib/safe-redirect';

interface SignInSearch {
  redirect?: string;
  error?: string;
  error_description?: string;
}

/** `error` and `error_description` are set by the service when a provider sign-in comes back here failed. */
function signInSearch(search: Record<string, unknown>): SignInSearch {
  return {
    redirect: optionalString(search.redirect),
    error: optionalString(search.error),
    error_description: optionalString(search.error_description),
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
    return (
      <SignInPage redirect={redirect} providerError={error ? { error, description: error_description } : undefined} />
    );
  },
});

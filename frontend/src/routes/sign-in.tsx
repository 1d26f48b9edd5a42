import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignInPage } from '../features/auth/sign-in-page';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { redirectSearch } from '../lib/search-params';
import { safeRedirect } from '../lib/safe-redirect';

export const Route = createFileRoute('/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: async ({ context, search }) => {
    if (await context.queryClient.ensureQueryData(sessionQueryOptions)) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function SignInRoute() {
    return <SignInPage redirect={Route.useSearch().redirect} />;
  },
});

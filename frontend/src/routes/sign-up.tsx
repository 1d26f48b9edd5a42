import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignUpPage } from '../features/auth/sign-up-page';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { redirectSearch } from '../lib/search-params';
import { safeRedirect } from '../lib/safe-redirect';

export const Route = createFileRoute('/sign-up')({
  validateSearch: redirectSearch,
  beforeLoad: async ({ context, search }) => {
    if (await context.queryClient.ensureQueryData(sessionQueryOptions))
      throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function SignUpRoute() {
    return <SignUpPage redirect={Route.useSearch().redirect} />;
  },
});

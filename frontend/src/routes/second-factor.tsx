import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { SecondFactorRequiredPage } from '../features/two-factor/second-factor-required-page';
import { optionalString } from '../lib/search-params';

/** Where the signed-in layout sends a session the service holds back until it passes a second factor. */
export const Route = createFileRoute('/second-factor')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  beforeLoad: async ({ context, location }) => {
    if (!(await context.queryClient.ensureQueryData(sessionQueryOptions)))
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  },
  component: function SecondFactorRoute() {
    return <SecondFactorRequiredPage redirect={Route.useSearch().redirect} />;
  },
});

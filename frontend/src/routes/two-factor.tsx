import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { TwoFactorPage } from '../features/two-factor/two-factor-page';
import { optionalString } from '../lib/search-params';
import { safeRedirect } from '../lib/safe-redirect';

export const Route = createFileRoute('/two-factor')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; methods?: string; oauth_query?: string } => ({
    redirect: optionalString(search.redirect),
    methods: optionalString(search.methods),
    oauth_query: optionalString(search.oauth_query),
  }),
  beforeLoad: async ({ context, search }) => {
    if (await context.queryClient.ensureQueryData(sessionQueryOptions))
      throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function TwoFactorRoute() {
    const { redirect, methods, oauth_query } = Route.useSearch();
    return <TwoFactorPage redirect={redirect} methods={methods} oauthQuery={oauth_query} />;
  },
});

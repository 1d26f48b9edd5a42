import { useState } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageOAuthQuery } from '../features/oauth/signed-oauth-query';
import { SignUpPage } from '../features/auth/sign-up-page';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { optionalString } from '../lib/search-params';
import { safeRedirect } from '../lib/safe-redirect';

export const Route = createFileRoute('/sign-up')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; oauth_query?: string } => ({
    redirect: optionalString(search.redirect),
    oauth_query: optionalString(search.oauth_query),
  }),
  beforeLoad: async ({ context, search }) => {
    if (await context.queryClient.ensureQueryData(sessionQueryOptions))
      throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function SignUpRoute() {
    const [oauthQuery] = useState(() => pageOAuthQuery(window.location.search));
    return <SignUpPage redirect={Route.useSearch().redirect} oauthQuery={oauthQuery} />;
  },
});

import { useState } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ConsentPage } from '../../features/oauth/consent-page';
import { pageOAuthQuery } from '../../features/oauth/signed-oauth-query';
import { sessionQueryOptions } from '../../features/session/api/session-query';

export const Route = createFileRoute('/oauth/consent')({
  beforeLoad: async ({ context }) => {
    // Signed out (the session ended meanwhile): sign in first, carrying the same signed request.
    if (!(await context.queryClient.ensureQueryData(sessionQueryOptions)))
      throw redirect({ to: '/sign-in', search: { oauth_query: pageOAuthQuery(window.location.search) } });
  },
  component: function ConsentRoute() {
    // Read from the address as the service wrote it: the signature covers the exact parameters and their order.
    const [oauthQuery] = useState(() => pageOAuthQuery(window.location.search));
    return <ConsentPage oauthQuery={oauthQuery} />;
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { adminAccessQueryOptions } from '../features/session/api/admin-access-query';
import { sessionQueryOptions } from '../features/session/api/session-query';
import { isApiError } from '../lib/api-error';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    const isAdmin = await context.queryClient
      .ensureQueryData(adminAccessQueryOptions(session.user.id))
      .catch((error: unknown) => {
        // REQUIRE_SECOND_FACTOR holds this session back: it may only set up or pass a second factor.
        if (isApiError(error, 'SECOND_FACTOR_REQUIRED'))
          throw redirect({ to: '/second-factor', search: { redirect: location.href } });
        throw error;
      });
    return { session, isAdmin };
  },
  component: AppLayout,
});

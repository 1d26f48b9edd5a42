import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/app-layout';
import { adminAccessQueryOptions } from '../features/session/api/admin-access-query';
import { sessionQueryOptions } from '../features/session/api/session-query';

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    const isAdmin = await context.queryClient.ensureQueryData(adminAccessQueryOptions(session.user.id));
    return { session, isAdmin };
  },
  component: AppLayout,
});

import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../../features/applications/application-page';
import { requireAdmin } from '../../../features/session/require-admin';

export const Route = createFileRoute('/_app/applications/$clientId')({
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: function ApplicationRoute() {
    return <ApplicationPage clientId={Route.useParams().clientId} />;
  },
});

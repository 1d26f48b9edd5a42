import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '../../../features/users/user-page';
import { requireAdmin } from '../../../features/session/require-admin';

export const Route = createFileRoute('/_app/users/$userId')({
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: function UserRoute() {
    return <UserPage userId={Route.useParams().userId} />;
  },
});

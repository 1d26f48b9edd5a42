import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/users/users-page';
import { parseUserListParams } from '../../../features/users/user-list-params';
import { requireAdmin } from '../../../features/session/require-admin';

export const Route = createFileRoute('/_app/users/')({
  validateSearch: parseUserListParams,
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: function UsersRoute() {
    const navigate = Route.useNavigate();
    return (
      <UsersPage
        params={Route.useSearch()}
        onParamsChange={(changes) => void navigate({ search: (previous) => ({ ...previous, ...changes }) })}
      />
    );
  },
});

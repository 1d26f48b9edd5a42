import { createFileRoute } from '@tanstack/react-router';
import { AllOrganizationsPage } from '../../features/organizations/all-organizations-page';
import { parseAllOrganizationsParams } from '../../features/organizations/all-organizations-params';
import { requireAdmin } from '../../features/session/require-admin';

export const Route = createFileRoute('/_app/all-organizations')({
  validateSearch: parseAllOrganizationsParams,
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: function AllOrganizationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <AllOrganizationsPage
        params={Route.useSearch()}
        onParamsChange={(changes) => void navigate({ search: (previous) => ({ ...previous, ...changes }) })}
      />
    );
  },
});

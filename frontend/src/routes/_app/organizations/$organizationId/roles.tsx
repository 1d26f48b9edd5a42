import { createFileRoute } from '@tanstack/react-router';
import { OrganizationRolesPage } from '../../../../features/roles/organization-roles-page';

export const Route = createFileRoute('/_app/organizations/$organizationId/roles')({
  component: function OrganizationRolesRoute() {
    return <OrganizationRolesPage organizationId={Route.useParams().organizationId} />;
  },
});

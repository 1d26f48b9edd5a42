import { createFileRoute } from '@tanstack/react-router';
import { ProvisioningPage } from '../../../../features/provisioning/provisioning-page';

export const Route = createFileRoute('/_app/organizations/$organizationId/provisioning')({
  component: function ProvisioningRoute() {
    return <ProvisioningPage organizationId={Route.useParams().organizationId} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { EmailDeliveriesPage } from '../../features/email-deliveries/email-deliveries-page';
import { parseEmailDeliveryListParams } from '../../features/email-deliveries/email-delivery-list-params';
import { requireAdmin } from '../../features/session/require-admin';

export const Route = createFileRoute('/_app/email-deliveries')({
  validateSearch: parseEmailDeliveryListParams,
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: function EmailDeliveriesRoute() {
    const navigate = Route.useNavigate();
    return (
      <EmailDeliveriesPage
        params={Route.useSearch()}
        onParamsChange={(changes) => void navigate({ search: (previous) => ({ ...previous, ...changes }) })}
      />
    );
  },
});

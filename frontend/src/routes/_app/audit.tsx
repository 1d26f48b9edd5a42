import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/audit/audit-page';
import { parseAuditListParams } from '../../features/audit/audit-list-params';
import { requireAdmin } from '../../features/session/require-admin';

export const Route = createFileRoute('/_app/audit')({
  validateSearch: parseAuditListParams,
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: function AuditRoute() {
    const navigate = Route.useNavigate();
    return (
      <AuditPage
        params={Route.useSearch()}
        onParamsChange={(changes) => void navigate({ search: (previous) => ({ ...previous, ...changes }) })}
      />
    );
  },
});

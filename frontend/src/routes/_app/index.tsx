import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../features/overview/overview-page';
import { requireAdmin } from '../../features/session/require-admin';

export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: OverviewPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../../features/applications/applications-page';
import { requireAdmin } from '../../../features/session/require-admin';

export const Route = createFileRoute('/_app/applications/')({
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: ApplicationsPage,
});

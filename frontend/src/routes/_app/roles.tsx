import { createFileRoute } from '@tanstack/react-router';
import { AdminRolesPage } from '../../features/roles/admin-roles-page';
import { requireAdmin } from '../../features/session/require-admin';

export const Route = createFileRoute('/_app/roles')({
  beforeLoad: ({ context }) => requireAdmin(context.isAdmin),
  component: AdminRolesPage,
});

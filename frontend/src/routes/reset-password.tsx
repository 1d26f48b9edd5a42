import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } => ({
    token: optionalString(search.token),
    error: optionalString(search.error),
  }),
  component: function ResetPasswordRoute() {
    const { token, error } = Route.useSearch();
    return <ResetPasswordPage token={token} error={error} />;
  },
});

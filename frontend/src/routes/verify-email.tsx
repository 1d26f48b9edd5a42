import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { sessionKeys } from '../features/session/api/session-query';
import { optionalString } from '../lib/search-params';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({ error: optionalString(search.error) }),
  // Verifying may have signed the visitor in; the cached session is stale either way.
  beforeLoad: ({ context }) => context.queryClient.invalidateQueries({ queryKey: sessionKeys.current }),
  component: function VerifyEmailRoute() {
    return <VerifyEmailPage error={Route.useSearch().error} />;
  },
});

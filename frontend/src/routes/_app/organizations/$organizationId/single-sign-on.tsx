import { createFileRoute } from '@tanstack/react-router';
import { SingleSignOnPage } from '../../../../features/single-sign-on/single-sign-on-page';
import { optionalString } from '../../../../lib/search-params';

export const Route = createFileRoute('/_app/organizations/$organizationId/single-sign-on')({
  // A test sign-in that failed comes back here with `?error=`.
  validateSearch: (search: Record<string, unknown>): { error?: string } => ({ error: optionalString(search.error) }),
  component: function SingleSignOnRoute() {
    return <SingleSignOnPage organizationId={Route.useParams().organizationId} signInError={Route.useSearch().error} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '../features/organizations/accept-invitation-page';

export const Route = createFileRoute('/accept-invitation/$id')({
  component: function AcceptInvitationRoute() {
    return <AcceptInvitationPage invitationId={Route.useParams().id} />;
  },
});

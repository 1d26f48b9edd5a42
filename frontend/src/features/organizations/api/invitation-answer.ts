import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { sessionKeys } from '../../session/api/session-query';
import { organizationKeys } from './keys';

export interface InvitationView {
  id: string;
  organizationName: string;
  inviterEmail: string;
  email: string;
  role: string;
  status: string;
  expiresAt: string | Date;
}

export function invitationQueryOptions(invitationId: string) {
  return queryOptions({
    queryKey: organizationKeys.invitation(invitationId),
    queryFn: async () =>
      (await unwrap(
        authClient.organization.getInvitation({ query: { id: invitationId } }),
      )) as unknown as InvitationView,
  });
}

export type InvitationAnswer = 'accepted' | 'rejected';

export function useAnswerInvitation(invitationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: InvitationAnswer): Promise<unknown> =>
      answer === 'accepted'
        ? unwrap(authClient.organization.acceptInvitation({ invitationId }))
        : unwrap(authClient.organization.rejectInvitation({ invitationId })),
    onSuccess: () => {
      // Not the invitation itself: once answered it is no longer pending, and reads as not found.
      void queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
      void queryClient.invalidateQueries({ queryKey: organizationKeys.userInvitations() });
      // Accepting makes the organization the session's active one.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current });
    },
  });
}

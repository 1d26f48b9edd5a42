import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { organizationKeys } from './keys';

/** The client's types know only the built-in roles; the service takes the organization's own as well. */
type BuiltInRole = 'member';

/** Any change to an organization's people refreshes that organization's full view. */
function useOrganizationChange<TInput>(organizationId: string, call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.full(organizationId) }),
  });
}

export function useInviteMember(organizationId: string) {
  return useOrganizationChange(organizationId, (input: { email: string; role: string; teamId?: string }) =>
    unwrap(authClient.organization.inviteMember({ ...input, role: input.role as BuiltInRole, organizationId })),
  );
}

export function useCancelInvitation(organizationId: string) {
  return useOrganizationChange(organizationId, (invitationId: string) =>
    unwrap(authClient.organization.cancelInvitation({ invitationId })),
  );
}

export function useUpdateMemberRole(organizationId: string) {
  return useOrganizationChange(organizationId, (input: { memberId: string; role: string }) =>
    unwrap(authClient.organization.updateMemberRole({ ...input, organizationId })),
  );
}

export function useRemoveMember(organizationId: string) {
  return useOrganizationChange(organizationId, (memberIdOrEmail: string) =>
    unwrap(authClient.organization.removeMember({ memberIdOrEmail, organizationId })),
  );
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import type { TeamMember } from '../organization.types';
import { organizationKeys } from './keys';

export function teamMembersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: organizationKeys.teamMembers(teamId),
    queryFn: async () =>
      (await unwrap(authClient.organization.listTeamMembers({ query: { teamId } }))) as unknown as TeamMember[],
  });
}

export function useCreateTeam(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrap(authClient.organization.createTeam({ name, organizationId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.full(organizationId) }),
  });
}

export function useRemoveTeam(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => unwrap(authClient.organization.removeTeam({ teamId, organizationId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.full(organizationId) }),
  });
}

export function useTeamMembership(teamId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: organizationKeys.teamMembers(teamId) });
  const add = useMutation({
    mutationFn: (userId: string) => unwrap(authClient.organization.addTeamMember({ teamId, userId })),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => unwrap(authClient.organization.removeTeamMember({ teamId, userId })),
    onSuccess,
  });
  return { add, remove };
}

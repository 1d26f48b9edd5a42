import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { unwrap } from '../../../lib/api-error';
import { sessionKeys } from '../../session/api/session-query';
import type { FullOrganization, Organization } from '../organization.types';
import { organizationKeys } from './keys';

export const organizationsQueryOptions = queryOptions({
  queryKey: organizationKeys.list(),
  queryFn: async () => (await unwrap(authClient.organization.list())) as unknown as Organization[],
});

export function fullOrganizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.full(organizationId),
    queryFn: async () =>
      (await unwrap(
        authClient.organization.getFullOrganization({ query: { organizationId } }),
      )) as unknown as FullOrganization,
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; slug: string }) =>
      (await unwrap(authClient.organization.create(input))) as unknown as Organization,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
      // The creator's session now works in the new organization.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.current });
    },
  });
}

export function useSetActiveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) => unwrap(authClient.organization.setActive({ organizationId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.current }),
  });
}

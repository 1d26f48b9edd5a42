import { useMutation, useQueryClient } from '@tanstack/react-query';
import { credentialTermsOf, newCreationRequestId, type ConnectionDraft } from '../connection-draft';
import type { ConnectionDetails, IssuedCredential } from '../provisioning.types';
import { callConnections } from './call-connections';
import { provisioningKeys } from './keys';

/** After any change: the list's statuses, the connection's credentials and its event log. */
function useRefreshConnection(organizationId: string) {
  const queryClient = useQueryClient();
  return (connectionId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: provisioningKeys.connections(organizationId) }),
      queryClient.invalidateQueries({ queryKey: provisioningKeys.connection(connectionId) }),
      queryClient.invalidateQueries({ queryKey: provisioningKeys.events(connectionId) }),
    ]);
}

export function useCreateConnection(organizationId: string) {
  const refresh = useRefreshConnection(organizationId);
  return useMutation({
    mutationFn: (draft: ConnectionDraft) =>
      callConnections<IssuedCredential>('create', {
        creationRequestId: newCreationRequestId(),
        provisioningDomainId: organizationId,
        ...credentialTermsOf(draft, Date.now()),
      }),
    onSuccess: (issued) => refresh(issued.connection.connectionId),
  });
}

/** A new token beside the current ones, which keep working until revoked. */
export function useRotateCredential(organizationId: string) {
  const refresh = useRefreshConnection(organizationId);
  return useMutation({
    mutationFn: ({ connectionId, draft }: { connectionId: string; draft: ConnectionDraft }) =>
      callConnections<IssuedCredential>('rotate', {
        connectionId,
        provisioningDomainId: organizationId,
        ...credentialTermsOf(draft, Date.now()),
      }),
    onSuccess: (issued) => refresh(issued.connection.connectionId),
  });
}

export function useRevokeCredential(organizationId: string) {
  const refresh = useRefreshConnection(organizationId);
  return useMutation({
    mutationFn: ({ connectionId, credentialId }: { connectionId: string; credentialId: string }) =>
      callConnections<ConnectionDetails>('revoke', {
        connectionId,
        provisioningDomainId: organizationId,
        credentialId,
      }),
    onSuccess: (details) => refresh(details.connection.connectionId),
  });
}

export function useDecommissionConnection(organizationId: string) {
  const refresh = useRefreshConnection(organizationId);
  return useMutation({
    mutationFn: (connectionId: string) =>
      callConnections<ConnectionDetails>('decommission', { connectionId, provisioningDomainId: organizationId }),
    onSuccess: (details) => refresh(details.connection.connectionId),
  });
}

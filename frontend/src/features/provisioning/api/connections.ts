import { queryOptions } from '@tanstack/react-query';
import type { ConnectionDetails, ConnectionEvent, ScimConnection } from '../provisioning.types';
import { callConnections } from './call-connections';
import { provisioningKeys } from './keys';

/** The organization is the provisioning domain of its connections. */
export function connectionsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: provisioningKeys.connections(organizationId),
    queryFn: async () =>
      (
        await callConnections<{ connections: ScimConnection[] }>('list', {
          provisioningDomainId: organizationId,
        })
      ).connections,
    retry: false,
  });
}

export function connectionQueryOptions(organizationId: string, connectionId: string) {
  return queryOptions({
    queryKey: provisioningKeys.connection(connectionId),
    queryFn: () => callConnections<ConnectionDetails>('get', { connectionId, provisioningDomainId: organizationId }),
    retry: false,
  });
}

export function connectionEventsQueryOptions(organizationId: string, connectionId: string) {
  return queryOptions({
    queryKey: provisioningKeys.events(connectionId),
    queryFn: async () =>
      (
        await callConnections<{ events: ConnectionEvent[] }>('events', {
          connectionId,
          provisioningDomainId: organizationId,
        })
      ).events,
    retry: false,
  });
}

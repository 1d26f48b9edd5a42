export const provisioningKeys = {
  all: ['provisioning'] as const,
  connections: (organizationId: string) => [...provisioningKeys.all, 'connections', organizationId] as const,
  connection: (connectionId: string) => [...provisioningKeys.all, 'connection', connectionId] as const,
  events: (connectionId: string) => [...provisioningKeys.all, 'events', connectionId] as const,
};

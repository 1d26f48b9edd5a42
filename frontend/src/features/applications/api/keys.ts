export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  client: (clientId: string) => [...applicationKeys.all, 'client', clientId] as const,
  grants: (clientId: string) => [...applicationKeys.all, 'grants', clientId] as const,
  scopesSupported: () => [...applicationKeys.all, 'scopes-supported'] as const,
};

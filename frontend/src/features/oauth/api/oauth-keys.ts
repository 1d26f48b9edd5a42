export const oauthKeys = {
  publicClient: (clientId: string) => ['oauth', 'public-client', clientId] as const,
  consents: ['oauth', 'consents'] as const,
};

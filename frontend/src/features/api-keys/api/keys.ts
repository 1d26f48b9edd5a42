export const apiKeyKeys = {
  all: ['api-keys'] as const,
  mine: () => [...apiKeyKeys.all, 'mine'] as const,
};

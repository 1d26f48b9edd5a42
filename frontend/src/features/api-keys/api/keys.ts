export const apiKeyKeys = {
  all: ['api-keys'] as const,
  mine: () => [...apiKeyKeys.all, 'mine'] as const,
  // Apart from `all`: creating a key changes no default.
  defaults: () => ['api-key-defaults'] as const,
};

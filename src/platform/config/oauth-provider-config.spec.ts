import { readOAuthProviderScopes } from './oauth-provider-config';

describe('readOAuthProviderScopes', () => {
  it('adds scopes separated by spaces or commas to the defaults, each once', () => {
    expect(readOAuthProviderScopes('api:read, api:write openid')).toEqual([
      'openid',
      'profile',
      'email',
      'offline_access',
      'api:read',
      'api:write',
    ]);
    expect(readOAuthProviderScopes(['api:read'])).toHaveLength(5);
    expect(readOAuthProviderScopes([])).toEqual(['openid', 'profile', 'email', 'offline_access']);
  });

  it('refuses what is not an RFC 6749 scope token', () => {
    expect(() => readOAuthProviderScopes('api"read')).toThrow('"api\\"read" is not a scope');
    expect(() => readOAuthProviderScopes(['é'])).toThrow('is not a scope (RFC 6749 §3.3)');
    expect(() => readOAuthProviderScopes([1 as unknown as string])).toThrow('must be a list of scope names');
  });
});

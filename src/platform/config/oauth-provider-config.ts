/** The scopes every OpenID provider offers, as `@better-auth/oauth-provider` does by default. */
export const DEFAULT_OAUTH_PROVIDER_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

// RFC 6749 §3.3: scope-token = 1*( %x21 / %x23-5B / %x5D-7E ).
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

/**
 * The defaults, then the configured scopes (a list, or text separated by spaces or commas), each once.
 * A scope that is not an RFC 6749 scope token is refused with one line naming it.
 */
export function readOAuthProviderScopes(configured: string[] | string): string[] {
  const given = typeof configured === 'string' ? configured.split(/[\s,]+/) : configured;
  if (!Array.isArray(given)) throw new Error('must be scopes separated by spaces or commas');
  const scopes: string[] = [...DEFAULT_OAUTH_PROVIDER_SCOPES];
  for (const scope of given) {
    if (typeof scope !== 'string') throw new Error('must be a list of scope names');
    const name = scope.trim();
    if (name === '') continue;
    if (!SCOPE_TOKEN.test(name)) throw new Error(`${JSON.stringify(name)} is not a scope (RFC 6749 §3.3)`);
    if (!scopes.includes(name)) scopes.push(name);
  }
  return scopes;
}

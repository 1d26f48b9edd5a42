import { createHash } from 'node:crypto';

/** RFC 7636 §4.2 S256: BASE64URL(SHA256(ASCII(code_verifier))), the only method accepted. */
export function s256CodeChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

/**
 * Why PKCE is required for this request, in the package's words, or null when it is not: public clients
 * always; `offline_access` unless an OpenID nonce binds the code; otherwise unless the client opted out.
 */
export function pkceRequirement(
  client: { tokenEndpointAuthMethod?: string | null; requirePKCE?: boolean | null },
  scopes: readonly string[],
  nonce: string | undefined,
): string | null {
  if (client.tokenEndpointAuthMethod === 'none') return 'pkce is required for public clients';
  const hasOidcNonce = scopes.includes('openid') && typeof nonce === 'string' && nonce.length > 0;
  if (scopes.includes('offline_access') && !hasOidcNonce)
    return 'pkce or OIDC nonce is required when requesting offline_access scope';
  if (client.requirePKCE ?? true) return 'pkce is required for this client';
  return null;
}

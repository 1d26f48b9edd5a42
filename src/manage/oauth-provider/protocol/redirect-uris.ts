import { isIP } from 'node:net';

function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return isIP(bare) === 6 && bare === '::1';
}

/** The URI without its port when it is an http loopback URI (RFC 8252 §7.3), undefined when it is not one. */
function withoutLoopbackPort(uri: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' || !isLoopbackHost(parsed.hostname)) return undefined;
  const authorityStart = uri.indexOf('://') + 3;
  const endOffset = uri.slice(authorityStart).search(/[/?#]/u);
  const authorityEnd = endOffset >= 0 ? authorityStart + endOffset : uri.length;
  const authority = uri.slice(authorityStart, authorityEnd);
  const portStart = authority.startsWith('[')
    ? authority.indexOf(']:') >= 0
      ? authority.indexOf(']:') + 1
      : -1
    : authority.lastIndexOf(':');
  if (portStart < 0) return uri;
  if (!/^\d*$/u.test(authority.slice(portStart + 1))) return undefined;
  return `${uri.slice(0, authorityStart + portStart)}${uri.slice(authorityEnd)}`;
}

/**
 * The registered redirect URI the request names: an exact match, or for a native loopback URI one that
 * differs only in its port (RFC 8252 §8.3, as the package and panva's oidc-provider match them). A
 * fragment or user information never matches.
 */
export function findRegisteredRedirectUri(
  registered: readonly string[],
  requested: string | undefined,
): string | undefined {
  if (!requested) return undefined;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return undefined;
  }
  if (requested.includes('#') || url.username || url.password) return undefined;
  const requestedWithoutPort = withoutLoopbackPort(requested);
  return registered.find(
    (uri) =>
      uri === requested || (requestedWithoutPort !== undefined && withoutLoopbackPort(uri) === requestedWithoutPort),
  );
}

// Whom the service trusts: browser origins, forwarding proxies, and callers holding a service key.

import { compileTrustedProxies } from '../common/http/client-ip';
import { parseUrl } from './url-settings';

/**
 * With COOKIE_DOMAIN, the domain and its subdomains (on the base URL's scheme and default port) are
 * trusted too: they receive the session cookie already, so refusing their origin would protect nothing.
 */
export function readTrustedOrigins(values: string[], baseUrl: string, cookieDomain: string | null): string[] {
  if (values.some((entry) => entry.trim() === '')) {
    throw new Error('A provided trusted origin is invalid, make sure your trusted origins list is properly defined.');
  }
  const origins = values.map((entry) => {
    if (entry.includes('*')) return entry;
    return parseUrl(entry, ['http:', 'https:']).origin;
  });
  const { protocol } = new URL(baseUrl);
  const shared = cookieDomain ? [`${protocol}//${cookieDomain}`, `${protocol}//*.${cookieDomain}`] : [];
  return [...new Set([new URL(baseUrl).origin, ...origins, ...shared])];
}

export function readTrustedProxies(values: string[]): string[] {
  try {
    compileTrustedProxies(values);
  } catch (error) {
    throw new Error(`${(error as Error).message}; give addresses, CIDRs, loopback, linklocal or uniquelocal`, {
      cause: error,
    });
  }
  return values;
}

export function readServiceKeys(values: string[]): string[] {
  if (values.some((key) => key.length < 16)) throw new Error('each service key must be at least 16 characters long');
  return values;
}

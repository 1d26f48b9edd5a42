/** The parent domain session cookies are set for, checked against the service's own host. */
export function readCookieDomain(value: string | null, baseUrl: string): string | null {
  if (!value) return null;
  const domain = value.trim().toLowerCase().replace(/^\./, '');
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(domain)) {
    throw new Error('must be a domain name such as corp.example, without scheme or port');
  }
  // A bare top-level domain would share the cookie (and CORS trust) with every site under it.
  if (!domain.includes('.'))
    throw new Error('must be a domain you control with at least two labels, such as corp.example');
  const host = new URL(baseUrl).hostname;
  if (host !== domain && !host.endsWith(`.${domain}`)) {
    throw new Error(`must be the host of BASE_URL (${host}) or a parent domain of it`);
  }
  return domain;
}

/**
 * The e-mail domains a provider's `domain` names: one, or several joined by commas (an IdP serving a company
 * and its subsidiaries). An entry may be written as a URL; its host is the domain. Null when any entry is not a
 * domain, so a malformed list never matches anything.
 */
export function parseProviderDomains(domain: string): string[] | null {
  const entries = domain
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const domains = new Set<string>();
  for (const entry of entries) {
    const host = hostOf(entry);
    if (!host) return null;
    domains.add(host);
  }
  return [...domains];
}

/** Whether `searchDomain` is one of the provider's domains or a subdomain of one. */
export function domainMatches(searchDomain: string, providerDomain: string): boolean {
  const search = searchDomain.trim().toLowerCase();
  const domains = parseProviderDomains(providerDomain);
  if (!search || !domains) return false;
  return domains.some((domain) => search === domain || search.endsWith(`.${domain}`));
}

/** The domain after the last `@` of an e-mail address, lower-cased; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain || null;
}

function hostOf(entry: string): string | null {
  try {
    const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    return host && !host.startsWith('[') ? host : null;
  } catch {
    return null;
  }
}

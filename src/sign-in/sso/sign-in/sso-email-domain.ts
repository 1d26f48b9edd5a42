/**
 * Whether the address's domain is one of the provider's comma-separated domains or a subdomain of one, as the
 * package matches them: `a@eng.example.com` is inside `example.com`, `a@notexample.com` is not.
 */
export function isEmailInDomain(email: string, providerDomains: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const emailDomain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!emailDomain) return false;
  const domains = parseDomains(providerDomains);
  return domains.some((domain) => emailDomain === domain || emailDomain.endsWith(`.${domain}`));
}

/** Each entry's hostname, whether it was stored bare (`example.com`) or as a URL (`https://example.com`). */
function parseDomains(providerDomains: string): string[] {
  return providerDomains
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => hostnameOf(entry))
    .filter((hostname): hostname is string => hostname !== null);
}

function hostnameOf(entry: string): string | null {
  try {
    return new URL(entry.includes('://') ? entry : `https://${entry}`).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

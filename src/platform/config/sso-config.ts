import { isIP } from 'node:net';

/** Single sign-on's outbound settings. */
export interface SsoConfig {
  /** IdP origins (`URL.origin`) fetched from although their hosts are private or loopback. */
  readonly trustedOrigins: readonly string[];
  /** Resolvers of the domain-verification TXT lookups, `ip:port` or `[ipv6]:port`; empty: the system's. */
  readonly dnsServers: readonly string[];
  /** Providers sign no one in until a DNS TXT record proves their domain. */
  readonly domainVerification: boolean;
}

/** IdP origins fetched from although private, each as `URL.origin` writes it so comparisons are exact. */
export function readSsoTrustedOrigins(entries: readonly string[]): string[] {
  return entries.map(readOrigin);
}

/** Resolvers of the domain-verification TXT lookups, `ip:port` or `[ipv6]:port` (port 53 when left out). */
export function readDnsServers(entries: readonly string[]): string[] {
  return entries.map(readDnsServer);
}

function readOrigin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`"${entry}" is not an origin (http://host:port)`);
  }
  const isBare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isBare) {
    throw new Error(`"${entry}" is not an origin (http://host:port)`);
  }
  return url.origin;
}

function readDnsServer(entry: string): string {
  const trimmed = entry.trim();
  const [, address, port] = isIP(trimmed)
    ? [trimmed, trimmed, '53']
    : (/^\[([^\]]+)\]:(\d{1,5})$/.exec(trimmed) ?? /^([^:]+):(\d{1,5})$/.exec(trimmed) ?? []);
  const portNumber = Number(port);
  if (!address || !isIP(address) || !(portNumber >= 1 && portNumber <= 65_535)) {
    throw new Error(`"${entry}" is not a resolver address (ip, ip:port or [ipv6]:port)`);
  }
  return isIP(address) === 6 ? `[${address}]:${portNumber}` : `${address}:${portNumber}`;
}

import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Names that reach the host itself or a cloud's metadata service whatever DNS says. */
const INTERNAL_NAMES = new Set(['localhost', 'metadata.google.internal', 'metadata.goog', 'metadata']);

/**
 * Whether an IP address is on the public internet: not loopback, private (RFC 1918, unique local), link-local
 * (169.254.0.0/16, where cloud metadata answers), shared (100.64.0.0/10), multicast, unspecified or reserved.
 * An IPv4 address written inside IPv6 (`::ffff:127.0.0.1`, NAT64, 6to4, Teredo) is judged as that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const unbracketed = address.replace(/^\[|\]$/g, '');
  if (!isIP(unbracketed)) return false;
  let parsed = ipaddr.parse(unbracketed);
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    if (ipv6.isIPv4MappedAddress()) parsed = ipv6.toIPv4Address();
    else if (embedsIpv4(ipv6.range())) return isPublicAddress(embeddedIpv4(ipv6));
  }
  return parsed.range() === 'unicast';
}

/** Whether a URL's host names an internal place by its name alone (the address is checked once resolved). */
export function isInternalName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return INTERNAL_NAMES.has(host) || host.endsWith('.localhost') || host.endsWith('.internal');
}

function embedsIpv4(range: string): boolean {
  return range === 'rfc6052' || range === '6to4' || range === 'teredo' || range === 'rfc6145';
}

/** The IPv4 address in an address's last 32 bits (NAT64, SIIT) or, for 6to4, in bits 16-47. */
function embeddedIpv4(address: ipaddr.IPv6): string {
  const parts = address.parts;
  const [high, low] = address.range() === '6to4' ? [parts[1], parts[2]] : [parts[6], parts[7]];
  const bits = address.range() === 'teredo' ? [high ^ 0xffff, low ^ 0xffff] : [high, low];
  return [bits[0] >> 8, bits[0] & 0xff, bits[1] >> 8, bits[1] & 0xff].join('.');
}

import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/** How a request's client address is read: which peers' forwarding headers are believed, and which headers. */
export interface ClientIpOptions {
  /**
   * Express's `trust proxy` vocabulary: addresses, CIDRs, `loopback`, `linklocal`, `uniquelocal`. Empty: trust no peer.
   */
  trustedProxies: readonly string[];
  /** Headers a trusted proxy writes the client into; `x-forwarded-for` is read as a chain. */
  headers: readonly string[];
}

/** A request as far as its address goes. */
export interface RequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}
type TrustFn = (address: string, hop: number) => boolean;

const FORWARDED_FOR = 'x-forwarded-for';
const TRUST_NOBODY: TrustFn = () => false;
const compiled = new WeakMap<ClientIpOptions, TrustFn>();
const resolved = new WeakMap<object, string | null>();
/** A connection's peer, normalised once: keep-alive connections carry many requests. */
const peers = new WeakMap<object, string | null>();

/** Fails with proxy-addr's message on an entry that is neither an address, a CIDR nor a range name. */
export function compileTrustedProxies(entries: readonly string[]): TrustFn {
  return entries.length === 0 ? TRUST_NOBODY : proxyaddr.compile([...entries]);
}

/**
 * The client's address, normalised (see `normalizeIp`). The peer is the client unless it is a trusted
 * proxy; then the client is the right-most address of `x-forwarded-for` that is not a trusted proxy
 * (the left-most entries are whatever the client wrote), or the value a trusted peer put in another
 * configured header, the first header in the list that holds a valid address winning. Without one
 * the client is the peer: a forged value never opens a fresh address.
 * Computed once per request.
 */
export function getClientIp(req: RequestLike, options: ClientIpOptions): string | null {
  if (resolved.has(req)) return resolved.get(req)!;
  const address = readClientIp(req, trustOf(options), options.headers);
  resolved.set(req, address);
  return address;
}

function readClientIp(req: RequestLike, trust: TrustFn, headers: readonly string[]): string | null {
  const peer = peerOf(req);
  if (peer === null || !trust(peer, 0)) return peer;
  for (const name of headers) {
    const header = name.toLowerCase();
    const raw = req.headers[header];
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    const client = header === FORWARDED_FOR ? proxyaddr(asProxyAddrRequest(req, peer), trust) : value.trim();
    const address = normalizeIp(client);
    if (address !== null) return address;
  }
  return peer;
}

function peerOf(req: RequestLike): string | null {
  const socket = req.socket;
  if (!socket) return null;
  if (peers.has(socket)) return peers.get(socket)!;
  const peer = normalizeIp(socket.remoteAddress ?? '');
  // A socket not yet connected has no address; its answer is not kept.
  if (peer !== null) peers.set(socket, peer);
  return peer;
}

/** proxy-addr reads the peer from `connection`, which Node keeps only as a deprecated alias of `socket`. */
function asProxyAddrRequest(req: RequestLike, peer: string): Parameters<typeof proxyaddr>[0] {
  return {
    headers: { [FORWARDED_FOR]: req.headers[FORWARDED_FOR] },
    connection: { remoteAddress: peer },
  } as unknown as Parameters<typeof proxyaddr>[0];
}

function trustOf(options: ClientIpOptions): TrustFn {
  let trust = compiled.get(options);
  if (!trust) {
    trust = compileTrustedProxies(options.trustedProxies);
    compiled.set(options, trust);
  }
  return trust;
}

/**
 * One spelling per address: IPv4 in dotted decimal, IPv4-mapped IPv6 as IPv4, IPv6 in RFC 5952's
 * compressed lower-case form without a zone; brackets are dropped. Null for anything else.
 */
export function normalizeIp(value: string): string | null {
  const unbracketed = value.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  // Node's check is the strict one: ipaddr.js also reads forms such as 010.0.0.1 (octal).
  if (isIP(unbracketed) === 0) return null;
  const address = ipaddr.process(unbracketed);
  return address.kind() === 'ipv6' ? rfc5952(address as ipaddr.IPv6) : address.toString();
}

/**
 * The bucket a rate limit counts an address in: the address itself for IPv4, its network of
 * `ipv6Subnet` bits for IPv6 (one subscriber usually holds a whole /64, and every address in it).
 */
export function rateLimitBucketOf(address: string, ipv6Subnet: number): string {
  if (isIP(address) !== 6 || ipv6Subnet >= 128) return address;
  const parts = (ipaddr.parse(address) as ipaddr.IPv6).parts.map((part, index) => {
    const keptBits = Math.min(16, Math.max(0, ipv6Subnet - index * 16));
    return part & (0xffff << (16 - keptBits)) & 0xffff;
  });
  return `${rfc5952(new ipaddr.IPv6(parts))}/${ipv6Subnet}`;
}

/**
 * ipaddr.js's own `toString` does not always compress the longest run of zeros; this method does, but is missing from
 * its types.
 */
function rfc5952(address: ipaddr.IPv6): string {
  return (address as ipaddr.IPv6 & { toRFC5952String(): string }).toRFC5952String();
}

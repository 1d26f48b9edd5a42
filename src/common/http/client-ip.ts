import { isIP } from 'node:net';

export interface ClientIpOptions {
  headers: readonly string[];
  disableIpTracking: boolean;
}

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
}

/**
 * The caller's address: the first entry of the first configured header holding a valid IPv4 or
 * IPv6 address, else the socket's address; null only when tracking is off.
 */
export function getClientIp(req: RequestLike, options: ClientIpOptions): string | null {
  if (options.disableIpTracking) return null;
  for (const name of options.headers) {
    const raw = req.headers[name.toLowerCase()];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (!value) continue;
    const candidate = normalizeIp(value.split(',')[0].trim());
    if (candidate) return candidate;
  }
  return normalizeIp(req.socket?.remoteAddress ?? '');
}

/** A valid address in canonical form (IPv4-mapped IPv6 as plain IPv4), or null. */
export function normalizeIp(value: string): string | null {
  const unbracketed = value.replace(/^\[(.*)\]$/, '$1');
  const kind = isIP(unbracketed);
  if (kind === 4) return unbracketed;
  if (kind !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unbracketed);
  return mapped ? mapped[1] : unbracketed.toLowerCase();
}

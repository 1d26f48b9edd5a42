import { isIP } from 'node:net';
import { AppConfig } from '../../config/app-config';
import { normalizeIp } from '../../common/http/client-ip';
import { clientIpOf } from './request-client-ip';

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
}

/** Whether a canonical address (as `normalizeIp` gives it) is this machine's: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(ip: string | null): boolean {
  if (ip === null) return false;
  return isIP(ip) === 4 ? ip.startsWith('127.') : ip === '::1';
}

/**
 * Whether the request comes from this machine: the connection's peer and the client address the
 * service derives for it must both be loopback. So a remote peer naming 127.0.0.1 in a header does
 * not count, nor a proxy on this machine passing on a remote client it names.
 */
export function isLoopbackClient(req: RequestLike, config: AppConfig): boolean {
  const peer = normalizeIp(req.socket?.remoteAddress ?? '');
  // Tracking off keeps addresses out of records; it does not make every caller local.
  const client = clientIpOf(req, config);
  return isLoopbackAddress(peer) && isLoopbackAddress(client);
}

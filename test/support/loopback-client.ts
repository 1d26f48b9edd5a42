import { Agent } from 'node:http';

let clients = 0;

/**
 * A loopback address no other client of this process uses, in 127.1.0.0 and up. Linux answers on
 * every address of 127.0.0.0/8, so each is a caller of its own to a service: its own rate-limit
 * buckets, its own address in the audit log, with no forwarding header to believe.
 */
export function freshLoopbackAddress(): string {
  clients += 1;
  return `127.${1 + Math.floor(clients / 62_500)}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/** An HTTP agent whose connections come from `address` (a fresh loopback address by default). */
export function agentFrom(address: string = freshLoopbackAddress()): Agent {
  return new Agent({ localAddress: address });
}

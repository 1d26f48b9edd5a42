import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import pino from 'pino';
import { AppConfig } from './platform/config/app-config';
import { describeDatabaseFailure } from './platform/database/connection-failure';

/** The one line a taken port gets, from `npm start` before it builds and from the service itself. */
export function portInUseMessage(port: number): string {
  return `Port ${port} is already in use (is another instance running?). Set PORT to another port.`;
}

/**
 * Writes why the service cannot start as one JSON log line (pino's shape, at level fatal) on stderr and exits
 * with code 1: no stack, no retries repeated.
 */
export function failStartup(message: string): never {
  pino({ base: { pid: process.pid } }, pino.destination({ dest: 2, sync: true })).fatal(message);
  process.exit(1);
}

/** The cause of a failed start in one sentence, with what to do where it is known. */
export function describeStartupFailure(error: unknown, config: AppConfig): string {
  if ((error as { code?: unknown } | null)?.code === 'EADDRINUSE') return portInUseMessage(config.port);
  const database = describeDatabaseFailure(error, config.database);
  if (database) return `Cannot start: ${database}`;
  return `Cannot start: ${error instanceof Error ? error.message || error.name : String(error)}`;
}

/** Whether `port` can be listened on as the service listens (every interface). */
export function isPortFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The address the listener is bound to, as `0.0.0.0:3000` or `[::]:3000`. */
export function describeBinding(address: AddressInfo | string | null): string {
  if (address === null) return 'an unknown address';
  if (typeof address === 'string') return address;
  return address.family === 'IPv6' || address.address.includes(':')
    ? `[${address.address}]:${address.port}`
    : `${address.address}:${address.port}`;
}

/** Warnings about a configuration that starts but will not work as a newcomer expects. */
export function startupWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  const baseUrl = new URL(config.baseUrl);
  const host = baseUrl.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    baseUrl.hostname = 'localhost';
    warnings.push(
      `BASE_URL's host ${host} is an IP address: browsers refuse passkeys for an IP address (WebAuthn takes ` +
        `only a domain name as the relying party id), so passkey registration and sign-in will fail. Use a host ` +
        `name such as localhost in BASE_URL (${baseUrl.origin}).`,
    );
  }
  return warnings;
}

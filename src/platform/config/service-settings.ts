// How the process serves: its port and public URL, log level, shutdown delay and password-hashing queue.

import { HASHING_THREADS } from '../common/crypto/thread-pool';
import { parseUrl } from './url-settings';

/** About two seconds of waiting at Better Auth's scrypt cost. */
const DEFAULT_WAITING_HASHES_PER_THREAD = 32;
const PINO_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readPort(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 65_535) throw new Error('must be a port number from 0 to 65535');
  return value;
}

export function readBaseUrl(value: string | null, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const url = parseUrl(value, ['http:', 'https:']);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function readLogLevel(value: string): string {
  if (!PINO_LEVELS.includes(value)) throw new Error(`must be one of ${PINO_LEVELS.join(', ')}`);
  return value;
}

/** Longer than any orchestrator's grace period: a value beyond it would only get the process killed. */
const MAX_SHUTDOWN_DELAY_MS = 600_000;

export function readShutdownDelay(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SHUTDOWN_DELAY_MS)
    throw new Error(`must be a whole number of milliseconds from 0 to ${MAX_SHUTDOWN_DELAY_MS}`);
  return value;
}

export function readMaxWaitingHashes(value: number | null): number {
  if (value === null) return DEFAULT_WAITING_HASHES_PER_THREAD * HASHING_THREADS;
  if (!Number.isInteger(value) || value < 0) throw new Error('must be a whole number of hashes, 0 or more');
  return value;
}

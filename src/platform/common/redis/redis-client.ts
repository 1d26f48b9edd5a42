import { Logger } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { AuthError } from '../errors/auth-error';
import { HEALTH_ERRORS } from '../errors/health.errors';

/**
 * A client that fails fast while Redis is away (no offline queue, one retry, a 2 s connect timeout)
 * and reconnects in the background, logging why it could not reach it.
 */
export function createRedisClient(url: string, keyPrefix: string, logger: Logger, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    ...options,
  });
  redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
  return redis;
}

/** Waits (briefly) for the first connection, so the first requests do not meet a cold client. */
export async function untilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Told each command's time and outcome (the metrics module records them). */
export interface RedisCommandObserver {
  observe(seconds: number, isFailed: boolean): void;
}

/** Runs a command, timed for `observer`; a failure is logged and answered as 503 REDIS_UNAVAILABLE. */
export async function orUnavailable<T>(
  command: () => Promise<T>,
  logger: Logger,
  observer: RedisCommandObserver,
): Promise<T> {
  const startedMs = performance.now();
  try {
    const result = await command();
    observer.observe((performance.now() - startedMs) / 1000, false);
    return result;
  } catch (error) {
    observer.observe((performance.now() - startedMs) / 1000, true);
    logger.warn(`Redis command failed: ${(error as Error).message}`);
    throw new AuthError(HEALTH_ERRORS.REDIS_UNAVAILABLE);
  }
}

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

/** Runs a command; a failure is logged and answered as 503 REDIS_UNAVAILABLE. */
export async function orUnavailable<T>(command: () => Promise<T>, logger: Logger): Promise<T> {
  try {
    return await command();
  } catch (error) {
    logger.warn(`Redis command failed: ${(error as Error).message}`);
    throw new AuthError(HEALTH_ERRORS.REDIS_UNAVAILABLE);
  }
}

import Redis from 'ioredis';
import { AppConfig } from '../../platform/config/app-config';
import { CHECK_TIMEOUT_MS, CheckResult, probe } from './check-result';

/** Pings REDIS_URL once, without the service's reconnecting client. What is kept where: the storage check. */
export function checkRedis(config: AppConfig): Promise<CheckResult> {
  const url = config.redisUrl;
  if (!url)
    return Promise.resolve({
      name: 'redis',
      status: 'ok',
      detail: 'not configured',
    });
  return probe('redis', async () => {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CHECK_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    // The socket's own error (refused, unknown host) says more than connect()'s "Connection is closed".
    let cause: Error | undefined;
    redis.on('error', (error: Error) => (cause ??= error));
    try {
      await redis.connect().catch((error: Error) => Promise.reject(cause ?? error));
      await redis.ping();
      return { status: 'ok', detail: `${new URL(url).host} answers` };
    } finally {
      redis.disconnect();
    }
  });
}

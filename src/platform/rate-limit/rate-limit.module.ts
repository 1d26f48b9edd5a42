import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { RedisMetrics } from '../metrics/redis-metrics';
import { AuthThrottlerGuard, authPathOf } from './auth-throttler.guard';
import { DatabaseRateLimitStore } from './database.rate-limit-store';
import { MemoryRateLimitStore } from './memory.rate-limit-store';
import { RedisRateLimitStore } from './redis.rate-limit-store';
import { RateLimitStorageModule } from './rate-limit-storage.module';
import { RateLimitRepository } from './rate-limit.repository';
import { ruleFor } from './rate-limit-rules';

/** The rule of the request's path; skipped paths never reach it. */
function ruleOf(context: ExecutionContext, config: AppConfig) {
  const path = authPathOf(context.switchToHttp().getRequest<Request>(), config.basePath) ?? '';
  const rule = ruleFor(path, config.rateLimit);
  return rule === false ? { windowSeconds: config.rateLimit.windowSeconds, max: config.rateLimit.max } : rule;
}

/**
 * Counters in Redis (one atomic script per request) or in the database (one upsert per request) are
 * shared by every instance; in memory (bounded in entries) they serve one.
 */
async function storageFor(
  config: AppConfig,
  counters: RateLimitRepository,
  clock: Clock,
  metrics: RedisMetrics,
): Promise<ThrottlerStorage> {
  // With the rate limit off the guard skips every request and no counter is asked for: no connection is
  // opened, and no room set aside, for counters.
  if (!config.rateLimit.enabled) return new MemoryRateLimitStore(1, clock);
  if (config.rateLimit.storage === 'redis' && config.redisUrl) {
    // Under the deployment's prefix, like every other key it writes: a Redis shared by two deployments keeps their
    // counts apart.
    const redis = new RedisRateLimitStore(config.redisUrl, config.redisKeyPrefix, metrics, clock);
    await redis.connected();
    return redis;
  }
  if (config.rateLimit.storage === 'database') return new DatabaseRateLimitStore(counters, clock);
  return new MemoryRateLimitStore(config.rateLimit.memoryMaxEntries, clock);
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, RateLimitRepository, Clock, RedisMetrics],
      useFactory: async (config: AppConfig, counters: RateLimitRepository, clock: Clock, metrics: RedisMetrics) => ({
        throttlers: [
          {
            name: 'default',
            ttl: (context: ExecutionContext) => ruleOf(context, config).windowSeconds * 1000,
            limit: (context: ExecutionContext) => ruleOf(context, config).max,
          },
        ],
        storage: await storageFor(config, counters, clock, metrics),
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AuthThrottlerGuard }],
})
export class RateLimitModule {}

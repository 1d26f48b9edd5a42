import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { RedisOptions } from 'ioredis';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { AuthThrottlerGuard, authPathOf } from './auth-throttler.guard';
import { DatabaseRateLimitStore } from './database.rate-limit-store';
import { MemoryRateLimitStore } from './memory.rate-limit-store';
import { RateLimitStorageModule } from './rate-limit-storage.module';
import { RateLimitRepository } from './rate-limit.repository';
import { ruleFor } from './rate-limit-rules';

/**
 * While Redis is away, commands fail at once instead of queueing (the guard answers 503); the
 * client keeps reconnecting in the background, so service resumes by itself when Redis returns.
 */
const REDIS_OPTIONS: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 };

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
function storageFor(config: AppConfig, counters: RateLimitRepository, clock: Clock): ThrottlerStorage {
  if (config.rateLimit.storage === 'redis' && config.redisUrl) {
    // Under the deployment's prefix, like every other key it writes: a Redis shared by two deployments keeps their
    // counts apart.
    return new ThrottlerStorageRedisService(config.redisUrl, { ...REDIS_OPTIONS, keyPrefix: config.redisKeyPrefix });
  }
  if (config.rateLimit.storage === 'database') return new DatabaseRateLimitStore(counters, clock);
  return new MemoryRateLimitStore(config.rateLimit.memoryMaxEntries, clock);
}

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStorageModule],
      inject: [AppConfig, RateLimitRepository, Clock],
      useFactory: (config: AppConfig, counters: RateLimitRepository, clock: Clock) => ({
        throttlers: [
          {
            name: 'default',
            ttl: (context: ExecutionContext) => ruleOf(context, config).windowSeconds * 1000,
            limit: (context: ExecutionContext) => ruleOf(context, config).max,
          },
        ],
        storage: storageFor(config, counters, clock),
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AuthThrottlerGuard }],
})
export class RateLimitModule {}

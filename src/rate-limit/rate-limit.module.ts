import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { AuthThrottlerGuard, authPathOf } from './auth-throttler.guard';
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

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [
          {
            name: 'default',
            ttl: (context: ExecutionContext) => ruleOf(context, config).windowSeconds * 1000,
            limit: (context: ExecutionContext) => ruleOf(context, config).max,
          },
        ],
        // Counters in Redis are shared by every instance (one atomic script per request); in memory they serve one.
        storage: config.rateLimit.storage === 'redis' && config.redisUrl ? new ThrottlerStorageRedisService(config.redisUrl, REDIS_OPTIONS) : undefined,
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: AuthThrottlerGuard }],
})
export class RateLimitModule {}

import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { RedisMetrics } from '../metrics/redis-metrics';
import { MemorySecondaryStorage } from './memory.secondary-storage';
import { RedisSecondaryStorage } from './redis.secondary-storage';
import { SecondaryStorage } from './secondary-storage';

/** Redis when REDIS_URL is set (shared by every instance), otherwise this process's memory. */
@Global()
@Module({
  providers: [
    {
      provide: SecondaryStorage,
      inject: [AppConfig, Clock, RedisMetrics],
      useFactory: async (config: AppConfig, clock: Clock, metrics: RedisMetrics): Promise<SecondaryStorage> => {
        if (!config.redisUrl) return new MemorySecondaryStorage(clock);
        const redis = new RedisSecondaryStorage(config.redisUrl, config.redisKeyPrefix, metrics, clock);
        await redis.connected();
        return redis;
      },
    },
  ],
  exports: [SecondaryStorage],
})
export class SecondaryStorageModule {}

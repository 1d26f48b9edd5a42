import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { RedisMetrics } from '../metrics/redis-metrics';
import { ChangeNotices, LocalChangeNotices } from './change-notices';
import { MemorySecondaryStorage } from './memory.secondary-storage';
import { RedisChangeNotices } from './redis.change-notices';
import { RedisSecondaryStorage } from './redis.secondary-storage';
import { SecondaryStorage } from './secondary-storage';

/**
 * Redis when REDIS_URL is set (shared by every instance), otherwise this process's memory; the same for
 * the notices of changes.
 */
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
    {
      provide: ChangeNotices,
      inject: [AppConfig],
      useFactory: async (config: AppConfig): Promise<ChangeNotices> => {
        if (!config.redisUrl) return new LocalChangeNotices();
        const notices = new RedisChangeNotices(config.redisUrl, config.redisKeyPrefix);
        await notices.connected();
        return notices;
      },
    },
  ],
  exports: [SecondaryStorage, ChangeNotices],
})
export class SecondaryStorageModule {}

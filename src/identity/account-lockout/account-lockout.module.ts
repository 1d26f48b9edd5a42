import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { RedisMetrics } from '../../platform/metrics/redis-metrics';
import { UserModule } from '../user/user.module';
import { AccountLockoutStore } from './account-lockout-store';
import { AccountLockoutMetrics } from './account-lockout.metrics';
import { AccountLockoutModel } from './account-lockout.model';
import { AccountLockoutRepository } from './account-lockout.repository';
import { AccountLockoutService } from './account-lockout.service';
import { DatabaseAccountLockoutStore } from './database.account-lockout-store';
import { RedisAccountLockoutStore } from './redis.account-lockout-store';

/**
 * Failed sign-ins and locks per e-mail address: in Redis when REDIS_URL is set, else in the database; shared by every
 * instance either way.
 */
@Module({
  imports: [SequelizeModule.forFeature([AccountLockoutModel]), UserModule],
  providers: [
    AccountLockoutRepository,
    AccountLockoutMetrics,
    AccountLockoutService,
    {
      provide: AccountLockoutStore,
      inject: [AppConfig, AccountLockoutRepository, Clock, RedisMetrics],
      useFactory: async (
        config: AppConfig,
        records: AccountLockoutRepository,
        clock: Clock,
        metrics: RedisMetrics,
      ): Promise<AccountLockoutStore> => {
        if (!config.redisUrl) return new DatabaseAccountLockoutStore(records, clock);
        const redis = new RedisAccountLockoutStore(config.redisUrl, config.redisKeyPrefix, metrics);
        await redis.connected();
        return redis;
      },
    },
  ],
  exports: [AccountLockoutService],
})
export class AccountLockoutModule {}

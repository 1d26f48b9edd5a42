import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { RateLimitModel } from './rate-limit.model';
import { RateLimitRepository } from './rate-limit.repository';

/** The `rateLimit` table, for counters kept in the database. */
@Module({
  imports: [SequelizeModule.forFeature([RateLimitModel])],
  providers: [RateLimitRepository],
  exports: [RateLimitRepository],
})
export class RateLimitStorageModule {}

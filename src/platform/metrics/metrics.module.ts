import { Global, Module } from '@nestjs/common';
import { DatabaseMetrics } from './database-metrics';
import { MetricsController } from './metrics.controller';
import { RedisMetrics } from './redis-metrics';
import { ServiceMetrics } from './service-metrics';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [ServiceMetrics, DatabaseMetrics, RedisMetrics],
  exports: [ServiceMetrics, RedisMetrics],
})
export class MetricsModule {}

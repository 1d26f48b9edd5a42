import { Global, Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { MetricsController } from './metrics.controller';
import { ServiceMetrics } from './service-metrics';

@Global()
@Module({
  imports: [SessionModule],
  controllers: [MetricsController],
  providers: [ServiceMetrics],
  exports: [ServiceMetrics],
})
export class MetricsModule {}

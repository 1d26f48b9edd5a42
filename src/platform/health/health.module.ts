import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { ShutdownState } from '../runtime/shutdown-state';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({
  // Failed checks are answered with the catalogue's codes; terminus's own log of them is noise.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [ReadinessService, ShutdownState],
})
export class HealthModule {}

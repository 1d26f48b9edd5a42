import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { TelemetryService } from './telemetry.service';

/**
 * The start-up event once the service is up, and the daily usage event: asked for every hour, sent by
 * the first instance to claim the day, so a day is not lost while one instance is down.
 */
@Injectable()
export class TelemetrySweeper implements OnApplicationBootstrap {
  constructor(private readonly telemetry: TelemetryService) {}

  onApplicationBootstrap(): void {
    this.telemetry.sendInit();
  }

  @Cron(CronExpression.EVERY_HOUR)
  sendUsageOnTimer(): Promise<void> {
    return this.telemetry.sendUsageIfDue();
  }
}

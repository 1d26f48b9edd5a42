import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { SessionModule } from '../../identity/session/session.module';
import { UserModule } from '../../identity/user/user.module';
import { TelemetryModel } from './telemetry.model';
import { TelemetryRepository } from './telemetry.repository';
import { TelemetryService } from './telemetry.service';
import { TelemetrySweeper } from './telemetry-sweeper';

/** The spec's anonymous telemetry: off unless TELEMETRY_ENDPOINT is set. */
@Module({
  imports: [SequelizeModule.forFeature([TelemetryModel]), UserModule, SessionModule],
  providers: [TelemetryRepository, TelemetryService, TelemetrySweeper],
})
export class TelemetryModule {}

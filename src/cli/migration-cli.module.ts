import { Module } from '@nestjs/common';
import { ClockModule } from '../platform/common/time/clock.module';
import { ConfigModule } from '../platform/config/config.module';
import { DatabaseModule } from '../platform/database/database.module';

/** Only the database: starting it applies the pending migrations. Apart from CliModule, so migrate loads no more. */
@Module({ imports: [ConfigModule, ClockModule, DatabaseModule] })
export class MigrationCliModule {}

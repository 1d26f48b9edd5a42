import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { ApiKeyModule } from '../api-key/api-key.module';
import { AuditModule } from '../audit/audit.module';
import { PasswordHashingModule } from '../common/crypto/password-hashing';
import { ClockModule } from '../common/time/clock.module';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { JwtModule } from '../jwt/jwt.module';
import { MailModule } from '../mail/mail.module';
import { MetricsModule } from '../metrics/metrics.module';
import { SecondaryStorageModule } from '../secondary-storage/secondary-storage.module';
import { SessionModule } from '../session/session.module';

/** Only the database: starting it applies the pending migrations. */
@Module({ imports: [ConfigModule, ClockModule, DatabaseModule] })
export class MigrationCliModule {}

/**
 * The modules the user, role, API-key and key-set commands need, without HTTP or timers, on the
 * service's own configuration. Starting it migrates the database first, as the service does.
 */
@Module({
  imports: [
    ConfigModule,
    ClockModule,
    PasswordHashingModule,
    DatabaseModule,
    SecondaryStorageModule,
    MailModule,
    AuditModule,
    MetricsModule,
    SessionModule,
    AdminModule,
    ApiKeyModule,
    JwtModule,
  ],
})
export class CliModule {}

import { Module } from '@nestjs/common';
import { AdminModule } from '../manage/admin/admin.module';
import { ApiKeyModule } from '../manage/api-key/api-key.module';
import { AuditModule } from '../platform/audit/audit.module';
import { PasswordHashingModule } from '../platform/runtime/crypto/password-hashing';
import { SecretKeyringModule } from '../platform/runtime/crypto/secret-keyring.module';
import { ClockModule } from '../platform/common/time/clock.module';
import { ConfigModule } from '../platform/config/config.module';
import { DatabaseModule } from '../platform/database/database.module';
import { JwtModule } from '../manage/jwt/jwt.module';
import { MailModule } from '../platform/mail/mail.module';
import { MetricsModule } from '../platform/metrics/metrics.module';
import { SecondaryStorageModule } from '../platform/secondary-storage/secondary-storage.module';
import { SessionModule } from '../identity/session/session.module';

/**
 * The modules the user, role, API-key and key-set commands need, without HTTP or timers, on the
 * service's own configuration. Starting it migrates the database first, as the service does.
 */
@Module({
  imports: [
    ConfigModule,
    SecretKeyringModule,
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

import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from './admin/admin.module';
import { ApiKeyModule } from './api-key/api-key.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { SocialModule } from './social/social.module';
import { BodyTypeGuard } from './common/http/body-type.guard';
import { OriginGuard } from './common/http/origin.guard';
import { PasswordHashingModule } from './common/crypto/password-hashing';
import { LoggingModule } from './common/logging/logging.module';
import { ClockModule } from './common/time/clock.module';
import { ConfigModule } from './config/config.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { JwtModule } from './jwt/jwt.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { OrganizationModule } from './organization/organization.module';
import { PasskeyModule } from './passkey/passkey.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SecondFactorPolicyModule } from './second-factor-policy/second-factor-policy.module';
import { SecondaryStorageModule } from './secondary-storage/secondary-storage.module';
import { SessionModule } from './session/session.module';
import { TelemetryModule } from './telemetry/telemetry.module';
import { TwoFactorModule } from './two-factor/two-factor.module';

@Module({
  imports: [
    ConfigModule,
    ScheduleModule.forRoot(),
    ClockModule,
    PasswordHashingModule,
    LoggingModule,
    DatabaseModule,
    SecondaryStorageModule,
    MailModule,
    AuditModule,
    RateLimitModule,
    SessionModule,
    AuthModule,
    TwoFactorModule,
    SocialModule,
    AdminModule,
    ApiKeyModule,
    OrganizationModule,
    JwtModule,
    PasskeyModule,
    SecondFactorPolicyModule,
    HealthModule,
    MetricsModule,
    TelemetryModule,
    DashboardModule.register(),
  ],
  providers: [
    { provide: APP_GUARD, useClass: BodyTypeGuard },
    { provide: APP_GUARD, useClass: OriginGuard },
  ],
})
export class AppModule {}

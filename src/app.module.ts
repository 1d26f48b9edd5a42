import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AdminModule } from './manage/admin/admin.module';
import { ApiKeyModule } from './manage/api-key/api-key.module';
import { AuditModule } from './platform/audit/audit.module';
import { AuthModule } from './sign-in/auth/auth.module';
import { SocialModule } from './sign-in/social/social.module';
import { SsoProvidersModule } from './sign-in/sso/providers/sso-providers.module';
import { BodyTypeGuard } from './platform/common/http/body-type.guard';
import { OriginGuard } from './platform/runtime/http/origin.guard';
import { PasswordHashingModule } from './platform/runtime/crypto/password-hashing';
import { SecretKeyringModule } from './platform/runtime/crypto/secret-keyring.module';
import { LoggingModule } from './platform/runtime/logging/logging.module';
import { ClockModule } from './platform/common/time/clock.module';
import { ConfigModule } from './platform/config/config.module';
import { DashboardModule } from './platform/runtime/dashboard.module';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { JwtModule } from './manage/jwt/jwt.module';
import { OAuthProviderModule } from './manage/oauth-provider/oauth-provider.module';
import { MailModule } from './platform/mail/mail.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OrganizationModule } from './manage/organization/organization.module';
import { ScimCatalogModule } from './manage/scim/catalog/scim-catalog.module';
import { PasskeyModule } from './sign-in/passkey/passkey.module';
import { RateLimitModule } from './platform/rate-limit/rate-limit.module';
import { SecondFactorPolicyModule } from './sign-in/second-factor-policy/second-factor-policy.module';
import { SecondaryStorageModule } from './platform/secondary-storage/secondary-storage.module';
import { SessionModule } from './identity/session/session.module';
import { TelemetryModule } from './manage/telemetry/telemetry.module';
import { TwoFactorModule } from './sign-in/two-factor/two-factor.module';

@Module({
  imports: [
    ConfigModule,
    SecretKeyringModule,
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
    SsoProvidersModule,
    AdminModule,
    ApiKeyModule,
    OrganizationModule,
    JwtModule,
    OAuthProviderModule,
    ScimCatalogModule,
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

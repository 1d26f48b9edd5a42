import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { UserModule } from '../user/user.module';
import { VerificationModule } from '../../platform/verification/verification.module';
import { CookieCache } from './cookie-cache';
import { Clock } from '../../platform/common/time/clock';
import { AppConfig } from '../../platform/config/app-config';
import { SecondaryStorage } from '../../platform/secondary-storage/secondary-storage';
import { DatabaseSessionStore } from './database.session-store';
import { MirroredSessionStore } from './mirrored.session-store';
import { SecondaryStorageSessionStore } from './secondary-storage.session-store';
import { GetSessionHeaders } from './get-session-headers';
import { HeaderSessionSources } from './header-session-sources';
import { SessionEndings } from './session-endings';
import { SignInGate } from './sign-in-gate';
import { AuthorizationContinuation } from './authorization-continuation';
import { SessionCookies } from './session-cookies';
import { SessionResolver } from './session-resolver';
import { SessionStore } from './session-store';
import { SessionController } from './session.controller';
import { VerifyRequestController } from './verify-request.controller';
import { OptionalSessionGuard, SessionGuard } from './session.guard';
import { RequestMetaReader } from './request-meta';
import { SessionModel } from './session.model';
import { SessionService } from './session.service';
import { SessionMetrics } from './session.metrics';
import { SessionRevocationService } from './session-revocation.service';

/**
 * With Redis, sessions live there (and in the database as well with SESSIONS_IN_DATABASE). Without
 * it they stay in the database, unless SESSIONS_IN_DATABASE=false keeps them in memory (one instance).
 */
function chooseSessionStore(config: AppConfig, secondary: SessionStore, database: SessionStore): SessionStore {
  if (!config.sessionsInDatabase) return secondary;
  return config.redisUrl ? new MirroredSessionStore(secondary, database) : database;
}

@Module({
  imports: [SequelizeModule.forFeature([SessionModel]), UserModule, VerificationModule],
  controllers: [SessionController, VerifyRequestController],
  providers: [
    DatabaseSessionStore,
    {
      provide: SessionStore,
      inject: [AppConfig, SecondaryStorage, DatabaseSessionStore, Clock],
      useFactory: (
        config: AppConfig,
        storage: SecondaryStorage,
        database: DatabaseSessionStore,
        clock: Clock,
      ): SessionStore => chooseSessionStore(config, new SecondaryStorageSessionStore(storage, clock), database),
    },
    SessionService,
    SessionRevocationService,
    SessionCookies,
    CookieCache,
    SessionResolver,
    HeaderSessionSources,
    SignInGate,
    AuthorizationContinuation,
    SessionEndings,
    GetSessionHeaders,
    SessionGuard,
    OptionalSessionGuard,
    RequestMetaReader,
    SessionMetrics,
  ],
  exports: [
    SessionService,
    SessionCookies,
    SessionResolver,
    HeaderSessionSources,
    SignInGate,
    AuthorizationContinuation,
    SessionEndings,
    GetSessionHeaders,
    SessionGuard,
    OptionalSessionGuard,
    RequestMetaReader,
    UserModule,
  ],
})
export class SessionModule {}

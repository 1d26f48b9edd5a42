import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { UserModule } from '../user/user.module';
import { CookieCache } from './cookie-cache';
import { DatabaseSessionStore } from './database.session-store';
import { HeaderSessionSources } from './header-session-sources';
import { SessionCookies } from './session-cookies';
import { SessionResolver } from './session-resolver';
import { SessionStore } from './session-store';
import { SessionController } from './session.controller';
import { OptionalSessionGuard, SessionGuard } from './session.guard';
import { RequestMetaReader } from './request-meta';
import { SessionModel } from './session.model';
import { SessionService } from './session.service';

@Module({
  imports: [SequelizeModule.forFeature([SessionModel]), UserModule],
  controllers: [SessionController],
  providers: [
    { provide: SessionStore, useClass: DatabaseSessionStore },
    SessionService,
    SessionCookies,
    CookieCache,
    SessionResolver,
    HeaderSessionSources,
    SessionGuard,
    OptionalSessionGuard,
    RequestMetaReader,
  ],
  exports: [SessionService, SessionCookies, SessionResolver, HeaderSessionSources, SessionGuard, OptionalSessionGuard, RequestMetaReader, UserModule],
})
export class SessionModule {}

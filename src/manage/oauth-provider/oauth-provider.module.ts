import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../identity/access/admin-access.module';
import { SessionModule } from '../../identity/session/session.module';
import { UserModule } from '../../identity/user/user.module';
import { VerificationModule } from '../../platform/verification/verification.module';
import { JwtModule } from '../jwt/jwt.module';
import { AdminOAuthClientsController } from './clients/admin-oauth-clients.controller';
import { OAuthClientAccess } from './clients/oauth-client-access';
import { OAuthClientGrantsController } from './clients/oauth-client-grants.controller';
import { OAuthClientGrantsService } from './clients/oauth-client-grants.service';
import { OAuthClientReads } from './clients/oauth-client-reads.service';
import { OAuthClientRegistrationController } from './clients/oauth-client-registration.controller';
import { OAuthClientsController } from './clients/oauth-clients.controller';
import { OAuthClientsService } from './clients/oauth-clients.service';
import { ServiceKeyRouteGuard } from './clients/service-key-route.guard';
import { CONSENT_CONTROLLERS, CONSENT_PROVIDERS } from './consent/consent.parts';
import { PROTOCOL_CONTROLLERS, PROTOCOL_PROVIDERS } from './protocol/protocol.parts';
import { RESOURCE_CONTROLLERS, RESOURCE_MODELS, RESOURCE_PROVIDERS } from './resources/resources.parts';
import { OAuthAccessTokenRepository } from './storage/oauth-access-token.repository';
import { OAuthClientModel } from './storage/oauth-client.model';
import { OAuthClientRepository } from './storage/oauth-client.repository';
import { OAuthConsentRepository } from './storage/oauth-consent.repository';
import { OAuthRefreshTokenRepository } from './storage/oauth-refresh-token.repository';
import { SessionTokenIndex } from './storage/session-token-index';
import { OAuthAccessTokenModel, OAuthConsentModel, OAuthRefreshTokenModel } from './storage/oauth-token.models';

const REPOSITORIES = [
  OAuthClientRepository,
  OAuthAccessTokenRepository,
  OAuthRefreshTokenRepository,
  OAuthConsentRepository,
  SessionTokenIndex,
];

/** The OAuth 2.1 / OpenID Connect provider: its clients, grants and protocol endpoints. */
@Module({
  imports: [
    SequelizeModule.forFeature([OAuthClientModel, OAuthAccessTokenModel, OAuthRefreshTokenModel, OAuthConsentModel]),
    SequelizeModule.forFeature(RESOURCE_MODELS),
    SessionModule,
    AdminAccessModule,
    UserModule,
    VerificationModule,
    JwtModule,
  ],
  controllers: [
    OAuthClientsController,
    OAuthClientRegistrationController,
    OAuthClientGrantsController,
    AdminOAuthClientsController,
    ...PROTOCOL_CONTROLLERS,
    ...CONSENT_CONTROLLERS,
    ...RESOURCE_CONTROLLERS,
  ],
  providers: [
    ...REPOSITORIES,
    OAuthClientAccess,
    OAuthClientReads,
    OAuthClientsService,
    OAuthClientGrantsService,
    ServiceKeyRouteGuard,
    ...PROTOCOL_PROVIDERS,
    ...CONSENT_PROVIDERS,
    ...RESOURCE_PROVIDERS,
  ],
  exports: [...REPOSITORIES, OAuthClientReads],
})
export class OAuthProviderModule {}

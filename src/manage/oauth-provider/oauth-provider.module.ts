import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { OAuthAccessTokenRepository } from './storage/oauth-access-token.repository';
import { OAuthClientModel } from './storage/oauth-client.model';
import { OAuthClientRepository } from './storage/oauth-client.repository';
import { OAuthConsentRepository } from './storage/oauth-consent.repository';
import { OAuthRefreshTokenRepository } from './storage/oauth-refresh-token.repository';
import { OAuthAccessTokenModel, OAuthConsentModel, OAuthRefreshTokenModel } from './storage/oauth-token.models';

const REPOSITORIES = [
  OAuthClientRepository,
  OAuthAccessTokenRepository,
  OAuthRefreshTokenRepository,
  OAuthConsentRepository,
];

/** The OAuth 2.1 / OpenID Connect provider: its clients, grants and protocol endpoints. */
@Module({
  imports: [
    SequelizeModule.forFeature([OAuthClientModel, OAuthAccessTokenModel, OAuthRefreshTokenModel, OAuthConsentModel]),
  ],
  providers: [...REPOSITORIES],
  exports: [...REPOSITORIES],
})
export class OAuthProviderModule {}

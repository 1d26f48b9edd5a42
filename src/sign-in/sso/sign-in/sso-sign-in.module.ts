import { Module } from '@nestjs/common';
import { AdminAccessModule } from '../../../identity/access/admin-access.module';
import { SessionModule } from '../../../identity/session/session.module';
import { SocialModule } from '../../social/social.module';
import { SsoProvidersModule } from '../providers/sso-providers.module';
import { SamlSignInStarts } from './saml-sign-in-starts';
import { SsoOidcCallbackService } from './sso-oidc-callback.service';
import { SsoOidcClient } from './sso-oidc-client';
import { SsoSessionRedirect } from './sso-session-redirect';
import { SsoSignInCompletion } from './sso-sign-in-completion.service';
import { SsoSignInController } from './sso-sign-in.controller';
import { SsoSignInMetrics } from './sso-sign-in.metrics';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoUserResolution } from './sso-user-resolution.service';

/**
 * Single sign-on through an organization's IdP: `POST /sign-in/sso`, the OIDC callback, and the completion SAML
 * shares. The SAML module registers its sign-in start with `SamlSignInStarts`.
 */
@Module({
  imports: [SessionModule, AdminAccessModule, SocialModule, SsoProvidersModule],
  controllers: [SsoSignInController],
  providers: [
    SsoUserResolution,
    SsoSignInCompletion,
    SsoSessionRedirect,
    SsoSignInMetrics,
    SsoSignInService,
    SsoOidcClient,
    SsoOidcCallbackService,
    SamlSignInStarts,
  ],
  exports: [SsoSignInCompletion, SsoSessionRedirect, SamlSignInStarts],
})
export class SsoSignInModule {}

import { Module } from '@nestjs/common';
import { SessionModule } from '../../identity/session/session.module';
import { VerificationModule } from '../../platform/verification/verification.module';
import { AccountLinkingService } from './account-linking.service';
import { LinkedAccountsController } from './linked-accounts.controller';
import { OAuthCallbackService } from './oauth-callback.service';
import { OAuthStateService } from './oauth-state.service';
import { ProviderTokensService } from './provider-tokens.service';
import { ProviderUserService } from './provider-user.service';
import { SocialProviderRegistry } from './providers/social-provider-registry';
import { SocialSignInController } from './social-sign-in.controller';
import { SocialSignInService } from './social-sign-in.service';
import { SocialMetrics } from './social.metrics';
import { StateCookie } from './state-cookie';

/** Sign-in through OpenID Connect and OAuth 2 providers, linked accounts, and the provider tokens kept on them. */
@Module({
  imports: [SessionModule, VerificationModule],
  controllers: [SocialSignInController, LinkedAccountsController],
  providers: [
    SocialProviderRegistry,
    StateCookie,
    OAuthStateService,
    ProviderUserService,
    SocialSignInService,
    OAuthCallbackService,
    AccountLinkingService,
    ProviderTokensService,
    SocialMetrics,
  ],
  exports: [OAuthStateService, StateCookie],
})
export class SocialModule {}

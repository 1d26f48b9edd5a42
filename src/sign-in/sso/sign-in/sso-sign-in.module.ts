import { Module } from '@nestjs/common';
import { AdminAccessModule } from '../../../identity/access/admin-access.module';
import { SessionModule } from '../../../identity/session/session.module';
import { SsoSessionRedirect } from './sso-session-redirect';
import { SsoSignInCompletion } from './sso-sign-in-completion.service';
import { SsoSignInMetrics } from './sso-sign-in.metrics';
import { SsoUserResolution } from './sso-user-resolution.service';

/** Single sign-on through an organization's IdP: the OIDC redirect and callback, and the end SAML shares. */
@Module({
  imports: [SessionModule, AdminAccessModule],
  providers: [SsoUserResolution, SsoSignInCompletion, SsoSessionRedirect, SsoSignInMetrics],
  exports: [SsoSignInCompletion, SsoSessionRedirect],
})
export class SsoSignInModule {}

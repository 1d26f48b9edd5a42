import { Module } from '@nestjs/common';
import { SessionModule } from '../../../identity/session/session.module';
import { SsoProvidersModule } from '../providers/sso-providers.module';
import { SsoSignInModule } from '../sign-in/sso-sign-in.module';
import { SamlAssertionConsumer } from './saml-assertion-consumer';
import { SamlAuthnRequests } from './saml-authn-requests';
import { SamlController } from './saml.controller';
import { SamlSignIn } from './saml-sign-in.service';
import { SamlSpMetadata } from './saml-sp-metadata';

/** Single sign-on over SAML 2.0: our SP metadata, the AuthnRequest, and the assertion consumer. */
@Module({
  imports: [SessionModule, SsoProvidersModule, SsoSignInModule],
  controllers: [SamlController],
  providers: [SamlAuthnRequests, SamlAssertionConsumer, SamlSpMetadata, SamlSignIn],
  exports: [SamlSignIn],
})
export class SsoSamlModule {}

import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../../identity/access/admin-access.module';
import { UserModule } from '../../../identity/user/user.module';
import { VerificationModule } from '../../../platform/verification/verification.module';
import { DnsTxtLookup } from './dns-txt-lookup';
import { DomainVerificationController } from './domain-verification.controller';
import { DomainVerificationService } from './domain-verification.service';
import { DomainVerificationTokens } from './domain-verification-tokens';
import { SsoOutboundFetch } from './outbound/sso-outbound-fetch';
import { SsoProviderAccess } from './sso-provider-access';
import { SsoProviderController } from './sso-provider.controller';
import { SsoProviderModel } from './sso-provider.model';
import { SsoProviderRepository } from './sso-provider.repository';
import { SsoProviderService } from './sso-provider.service';
import { SsoProviders } from './sso-providers';

/**
 * `@better-auth/sso`'s providers: registration, the guarded fetch towards IdPs, domain verification, and the
 * lookups sign-in uses to find a provider.
 */
@Module({
  imports: [SequelizeModule.forFeature([SsoProviderModel]), AdminAccessModule, UserModule, VerificationModule],
  controllers: [SsoProviderController, DomainVerificationController],
  providers: [
    SsoProviderRepository,
    SsoProviders,
    SsoProviderAccess,
    SsoProviderService,
    SsoOutboundFetch,
    DomainVerificationTokens,
    DomainVerificationService,
    DnsTxtLookup,
  ],
  exports: [SsoProviders, SsoOutboundFetch],
})
export class SsoProvidersModule {}

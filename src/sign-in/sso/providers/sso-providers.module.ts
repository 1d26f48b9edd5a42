import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../../identity/access/admin-access.module';
import { SsoProviderModel } from './sso-provider.model';
import { SsoProviderRepository } from './sso-provider.repository';
import { SsoProviders } from './sso-providers';

/** `@better-auth/sso`'s providers: registration, the guarded fetch towards IdPs, and domain verification. */
@Module({
  imports: [SequelizeModule.forFeature([SsoProviderModel]), AdminAccessModule],
  providers: [SsoProviderRepository, SsoProviders],
  exports: [SsoProviders],
})
export class SsoProvidersModule {}

import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AdminAccessModule } from '../../../identity/access/admin-access.module';
import { SessionModule } from '../../../identity/session/session.module';
import { UserModule } from '../../../identity/user/user.module';
import { OrganizationModule } from '../../organization/organization.module';
import { ScimCatalogModule } from '../catalog/scim-catalog.module';
import { ScimIdentityTombstoneModel } from './scim-identity-tombstone.model';
import { ScimIdentityRepository } from './scim-identity.repository';
import { ScimProvisionedIdentities } from './scim-provisioned-identities';
import { ScimSubjectModel } from './scim-subject.model';
import { ScimUserDirectory } from './scim-user-directory';
import { ScimUserLifecycle } from './scim-user-lifecycle';
import { ScimUserModel } from './scim-user.model';
import { ScimUserRepository } from './scim-user.repository';
import { ScimUsersController } from './scim-users.controller';
import { ScimUsersService } from './scim-users.service';

/** SCIM 2.0 Users and the lifecycle of the users behind them. */
@Module({
  imports: [
    SequelizeModule.forFeature([ScimUserModel, ScimSubjectModel, ScimIdentityTombstoneModel]),
    UserModule,
    SessionModule,
    AdminAccessModule,
    OrganizationModule,
    ScimCatalogModule,
  ],
  controllers: [ScimUsersController],
  providers: [
    ScimUserRepository,
    ScimIdentityRepository,
    ScimUsersService,
    ScimUserLifecycle,
    ScimProvisionedIdentities,
    ScimUserDirectory,
  ],
  exports: [ScimUserLifecycle, ScimUserDirectory],
})
export class ScimUsersModule {}

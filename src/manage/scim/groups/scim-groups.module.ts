import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { ScimCatalogModule } from '../catalog/scim-catalog.module';
import { ScimUsersModule } from '../users/scim-users.module';
import { ScimGroupMemberModel, ScimGroupModel } from './scim-group.models';
import { ScimGroupRepository } from './scim-group.repository';
import { ScimGroupResources } from './scim-group-resources';
import { ScimGroupsController } from './scim-groups.controller';
import { ScimGroupsService } from './scim-groups.service';

/** SCIM Groups: SCIM data only, direct User members of the same connection. */
@Module({
  imports: [SequelizeModule.forFeature([ScimGroupModel, ScimGroupMemberModel]), ScimCatalogModule, ScimUsersModule],
  controllers: [ScimGroupsController],
  providers: [ScimGroupRepository, ScimGroupsService, ScimGroupResources],
})
export class ScimGroupsModule {}

import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { ScimCatalogModule } from '../catalog/scim-catalog.module';
import { ScimGroupMemberUsers } from './scim-group-member-users';
import { ScimGroupMemberModel, ScimGroupModel } from './scim-group.models';
import { ScimGroupRepository } from './scim-group.repository';
import { ScimGroupResources } from './scim-group-resources';
import { ScimGroupsController } from './scim-groups.controller';
import { ScimGroupsService } from './scim-groups.service';

/** SCIM Groups: SCIM data only, direct User members of the same connection. */
@Module({
  imports: [SequelizeModule.forFeature([ScimGroupModel, ScimGroupMemberModel]), ScimCatalogModule],
  controllers: [ScimGroupsController],
  providers: [
    ScimGroupRepository,
    ScimGroupsService,
    ScimGroupResources,
    { provide: ScimGroupMemberUsers, useValue: { findOwned: () => Promise.resolve([]) } },
  ],
})
export class ScimGroupsModule {}

import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { SessionModule } from '../session/session.module';
import { AccessStatementsController } from './access-statements.controller';
import { AdminPermissionGuard } from './admin-permission.guard';
import { AdminRoleModel } from './admin-role.model';
import { AdminRoleRepository } from './admin-role.repository';
import { AdminRoles } from './admin-roles';
import { OrganizationMemberships } from './organization-memberships';
import { OrganizationRoles } from './organization-roles';
import { ProvisionedIdentities } from './provisioned-identities';
import { StoredAdminRoles } from './stored-admin-roles';

/**
 * Who may do what as an administrator: the roles and their permission statements, and the guard that
 * refuses the rest. Every module with administrators' endpoints imports this one, not the admin module.
 * The organization roles sit here too, as features beside the organization module check them.
 */
@Module({
  imports: [SequelizeModule.forFeature([AdminRoleModel]), SessionModule],
  controllers: [AccessStatementsController],
  providers: [
    AdminRoles,
    AdminRoleRepository,
    StoredAdminRoles,
    AdminPermissionGuard,
    OrganizationMemberships,
    OrganizationRoles,
    ProvisionedIdentities,
  ],
  exports: [
    AdminRoles,
    AdminRoleRepository,
    StoredAdminRoles,
    AdminPermissionGuard,
    OrganizationMemberships,
    OrganizationRoles,
    ProvisionedIdentities,
    SessionModule,
  ],
})
export class AdminAccessModule {}

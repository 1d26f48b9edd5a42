import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { AdminPermissionGuard } from './admin-permission.guard';
import { AdminRoles } from './admin-roles';
import { OrganizationMemberships } from './organization-memberships';
import { OrganizationRoles } from './organization-roles';

/**
 * Who may do what as an administrator: the roles and their permission statements, and the guard that
 * refuses the rest. Every module with administrators' endpoints imports this one, not the admin module.
 * The organization roles sit here too, as features beside the organization module check them.
 */
@Module({
  imports: [SessionModule],
  providers: [AdminRoles, AdminPermissionGuard, OrganizationMemberships, OrganizationRoles],
  exports: [AdminRoles, AdminPermissionGuard, OrganizationMemberships, OrganizationRoles, SessionModule],
})
export class AdminAccessModule {}

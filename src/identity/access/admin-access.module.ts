import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { AdminPermissionGuard } from './admin-permission.guard';
import { AdminRoles } from './admin-roles';
import { OrganizationMemberships } from './organization-memberships';

/**
 * Who may do what as an administrator: the roles and their permission statements, and the guard that
 * refuses the rest. Every module with administrators' endpoints imports this one, not the admin module.
 */
@Module({
  imports: [SessionModule],
  providers: [AdminRoles, AdminPermissionGuard, OrganizationMemberships],
  exports: [AdminRoles, AdminPermissionGuard, OrganizationMemberships, SessionModule],
})
export class AdminAccessModule {}

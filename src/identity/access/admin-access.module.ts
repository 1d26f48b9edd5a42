import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module';
import { AdminPermissionGuard } from './admin-permission.guard';
import { AdminRoles } from './admin-roles';

/**
 * Who may do what as an administrator: the roles and their permission statements, and the guard that
 * refuses the rest. Every module with administrators' endpoints imports this one, not the admin module.
 */
@Module({
  imports: [SessionModule],
  providers: [AdminRoles, AdminPermissionGuard],
  exports: [AdminRoles, AdminPermissionGuard, SessionModule],
})
export class AdminAccessModule {}

import { Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { AccountLockoutModule } from '../../identity/account-lockout/account-lockout.module';
import { PasskeyModule } from '../../sign-in/passkey/passkey.module';
import { SessionModule } from '../../identity/session/session.module';
import { TwoFactorModule } from '../../sign-in/two-factor/two-factor.module';
import { ApiKeyModule } from '../api-key/api-key.module';
import { OrganizationModel } from '../organization/models/organization.model';
import { OrganizationModule } from '../organization/organization.module';
import { AdminApiKeyController } from './admin-api-key.controller';
import { AdminApiKeyService } from './admin-api-key.service';
import { AdminOrganizationListController } from './admin-organization-list.controller';
import { AdminOrganizationsController } from './admin-organizations.controller';
import { AdminOrganizationsService } from './admin-organizations.service';
import { OrganizationListRepository } from './repositories/organization-list.repository';
import { AdminAuditController } from './admin-audit.controller';
import { AdminAuditService } from './admin-audit.service';
import { AdminLockoutController } from './admin-lockout.controller';
import { AdminRolesController } from './admin-roles.controller';
import { AdminRolesService } from './admin-roles.service';
import { AdminEmailsController } from './admin-emails.controller';
import { AdminAccessModule } from '../../identity/access/admin-access.module';
import { CreateUserRules } from './create-user-rules';
import { UpdateUserRules } from './update-user-rules';
import { AdminSecondFactorController } from './admin-second-factor.controller';
import { AdminSecondFactorService } from './admin-second-factor.service';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';
import { AdminSessionsController } from './admin-sessions.controller';
import { AdminSessionsService } from './admin-sessions.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { DevOutboxController } from './dev-outbox.controller';
import { DevOutboxGuard } from './dev-outbox.guard';
import { ImpersonationService } from './impersonation.service';
import { PermissionCheckService } from './permission-check.service';
import { ServerOrAdminCreateGuard } from './server-or-admin.guard';

@Module({
  imports: [
    SequelizeModule.forFeature([OrganizationModel]),
    SessionModule,
    AdminAccessModule,
    AccountLockoutModule,
    TwoFactorModule,
    PasskeyModule,
    ApiKeyModule,
    OrganizationModule,
  ],
  controllers: [
    AdminUsersController,
    AdminSessionsController,
    AdminSecondFactorController,
    AdminStatsController,
    AdminAuditController,
    AdminLockoutController,
    AdminRolesController,
    AdminEmailsController,
    DevOutboxController,
    AdminApiKeyController,
    AdminOrganizationsController,
    AdminOrganizationListController,
  ],
  providers: [
    ServerOrAdminCreateGuard,
    AdminUsersService,
    UpdateUserRules,
    CreateUserRules,
    AdminSessionsService,
    AdminSecondFactorService,
    ImpersonationService,
    PermissionCheckService,
    AdminStatsService,
    AdminAuditService,
    AdminRolesService,
    DevOutboxGuard,
    AdminApiKeyService,
    AdminOrganizationsService,
    OrganizationListRepository,
  ],
  exports: [AdminAccessModule],
})
export class AdminModule {}

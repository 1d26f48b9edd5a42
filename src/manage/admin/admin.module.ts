import { Module } from '@nestjs/common';
import { AccountLockoutModule } from '../../identity/account-lockout/account-lockout.module';
import { PasskeyModule } from '../../sign-in/passkey/passkey.module';
import { SessionModule } from '../../identity/session/session.module';
import { TwoFactorModule } from '../../sign-in/two-factor/two-factor.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminAuditService } from './admin-audit.service';
import { AdminLockoutController } from './admin-lockout.controller';
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
  imports: [SessionModule, AdminAccessModule, AccountLockoutModule, TwoFactorModule, PasskeyModule],
  controllers: [
    AdminUsersController,
    AdminSessionsController,
    AdminSecondFactorController,
    AdminStatsController,
    AdminAuditController,
    AdminLockoutController,
    AdminEmailsController,
    DevOutboxController,
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
    DevOutboxGuard,
  ],
  exports: [AdminAccessModule],
})
export class AdminModule {}

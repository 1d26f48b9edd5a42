import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AccountLockoutService } from '../../identity/account-lockout/account-lockout.service';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { HEALTH_ERRORS } from '../../platform/common/errors/health.errors';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { GetUserQuery } from './dto/get-user.query';
import { UserIdDto } from './dto/user-id.dto';
import { UserLockResponse, toUserLockResponse } from './dto/user-lock.response';

@ApiTags('Admin: users')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminLockoutController {
  constructor(private readonly lockout: AccountLockoutService) {}

  @Get('get-user-lock')
  @AdminPermission({ user: ['get'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_GET_USER)
  @ApiOperation({ summary: 'Whether sign-in with the user’s e-mail address is locked after failed passwords' })
  @ApiOkResponse({ type: UserLockResponse })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR, HEALTH_ERRORS.REDIS_UNAVAILABLE)
  async getUserLock(@Query() query: GetUserQuery): Promise<UserLockResponse> {
    return toUserLockResponse(await this.lockout.stateOf(query.id));
  }

  @Post('unlock-user')
  @HttpCode(200)
  @AdminPermission({ lockout: ['unlock'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UNLOCK_USERS)
  @ApiOperation({ summary: 'Lift the sign-in lock of the user’s e-mail address and forget its failed passwords' })
  @ApiOkResponse({ type: UserLockResponse })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR, HEALTH_ERRORS.REDIS_UNAVAILABLE)
  async unlockUser(@Caller() auditCaller: AuditCaller, @Body() body: UserIdDto): Promise<UserLockResponse> {
    return toUserLockResponse(await this.lockout.unlock(auditCaller, body.userId));
  }
}

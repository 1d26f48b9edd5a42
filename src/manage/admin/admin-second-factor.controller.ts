import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { PASSKEY_ERRORS } from '../../sign-in/passkey/passkey.errors';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AdminSecondFactorService } from './admin-second-factor.service';
import { AdminUserEnvelope, RemovedPasskeysResponse, toAdminUserResponse } from './dto/admin-user.response';
import { RemovePasskeysDto } from './dto/remove-passkeys.dto';
import { ResetTwoFactorDto } from './dto/reset-two-factor.dto';

@ApiTags('Admin: users')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminSecondFactorController {
  constructor(private readonly secondFactor: AdminSecondFactorService) {}

  @Post('reset-two-factor')
  @HttpCode(200)
  @AdminPermission({ 'two-factor': ['reset'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_RESET_USERS_TWO_FACTOR)
  @ApiOperation({
    summary:
      "Turn a user's two-factor off and forget its secret, backup codes and trusted browsers; optionally end their sessions",
  })
  @ApiOkResponse({ type: AdminUserEnvelope })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async resetTwoFactor(
    @Caller() auditCaller: AuditCaller,
    @Body() body: ResetTwoFactorDto,
  ): Promise<AdminUserEnvelope> {
    const reset = await this.secondFactor.resetTwoFactor(auditCaller, body.userId, body.revokeSessions ?? false);
    return { user: toAdminUserResponse(reset) };
  }

  @Post('remove-passkeys')
  @HttpCode(200)
  @AdminPermission({ passkey: ['delete'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REMOVE_USERS_PASSKEYS)
  @ApiOperation({ summary: "Remove a user's passkeys, or one of them by id; optionally end their sessions" })
  @ApiOkResponse({ type: RemovedPasskeysResponse })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, PASSKEY_ERRORS.PASSKEY_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async removePasskeys(
    @Caller() auditCaller: AuditCaller,
    @Body() body: RemovePasskeysDto,
  ): Promise<RemovedPasskeysResponse> {
    const result = await this.secondFactor.removePasskeys(auditCaller, {
      userId: body.userId,
      passkeyId: body.passkeyId,
      revokeSessions: body.revokeSessions ?? false,
    });
    return { user: toAdminUserResponse(result), removed: result.removed };
  }
}

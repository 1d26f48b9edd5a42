import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { RawBody } from '../../platform/common/http/raw-body.decorator';
import { StatusResponse } from '../../platform/common/http/status.response';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { SessionCookies } from '../../identity/session/session-cookies';
import { OptionalSessionGuard, SensitiveSession, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { Account } from '../../identity/user/user.types';
import { AccountService } from './account.service';
import { AUTH_ERRORS } from './auth.errors';
import { AccountResponse, DeleteUserResponse } from './dto/auth.responses';
import { ChangeEmailDto } from './dto/change-email.dto';
import { DeleteUserCallbackQuery, DeleteUserDto } from './dto/delete-user.dto';
import { UpdateUserDto } from './dto/update-user.dto';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('Account')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller()
export class AccountController {
  constructor(
    private readonly accounts: AccountService,
    private readonly verification: EmailVerificationService,
    private readonly cookies: SessionCookies,
  ) {}

  @Post('update-user')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Update your name or image' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    AUTH_ERRORS.EMAIL_CAN_NOT_BE_UPDATED,
    AUTH_ERRORS.NO_FIELDS_TO_UPDATE,
  )
  async updateUser(
    @CurrentSession() current: ActiveSession,
    @Body() body: UpdateUserDto,
    @RawBody() sent: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatusResponse> {
    const user = await this.accounts.updateProfile(current, body, sent);
    this.cookies.write(res, { ...current, user }, this.cookies.readDontRemember(req));
    return { status: true };
  }

  @Post('change-email')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({
    summary: 'Change your e-mail address: a link is sent to the new one and the change applies when it is opened',
  })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    AUTH_ERRORS.CHANGE_EMAIL_IS_DISABLED,
    AUTH_ERRORS.EMAIL_IS_THE_SAME,
    USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
    BASE_ERRORS.INVALID_CALLBACKURL,
  )
  async changeEmail(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: ChangeEmailDto,
  ): Promise<StatusResponse> {
    await this.verification.requestEmailChange(auditCaller, current, body.newEmail, body.callbackURL);
    return { status: true };
  }

  @Post('delete-user')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({ summary: 'Delete your account: with your password, a fresh session, or the e-mailed token' })
  @ApiOkResponse({ type: DeleteUserResponse })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    BASE_ERRORS.NOT_FOUND,
    AUTH_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND,
    AUTH_ERRORS.INVALID_PASSWORD,
    AUTH_ERRORS.SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION,
    { ...AUTH_ERRORS.INVALID_TOKEN, status: 404 },
  )
  async deleteUser(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: DeleteUserDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeleteUserResponse> {
    const outcome = await this.accounts.delete(auditCaller, current, body);
    if (outcome === 'verification-sent') return { success: true, message: 'Verification email sent' };
    this.cookies.clear(res);
    return { success: true, message: 'User deleted' };
  }

  @Get('delete-user/callback')
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({ summary: 'The e-mailed deletion link; works once, for the signed-in owner only' })
  @ApiOkResponse({ type: DeleteUserResponse, description: 'Without callbackURL; with one, a 302 to it' })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR, AUTH_ERRORS.FAILED_TO_GET_USER_INFO, {
    ...AUTH_ERRORS.INVALID_TOKEN,
    status: 404,
  })
  async deleteUserCallback(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Query() query: DeleteUserCallbackQuery,
    @Res() res: Response,
  ): Promise<void> {
    await this.accounts.deleteWithToken(auditCaller, current, query.token);
    this.cookies.clear(res);
    if (query.callbackURL) return res.redirect(302, query.callbackURL);
    res.status(200).json({ success: true, message: 'User deleted' });
  }

  @Get('list-accounts')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The sign-in methods linked to your account' })
  @ApiOkResponse({ type: AccountResponse, isArray: true })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async listAccounts(@CurrentSession() current: ActiveSession): Promise<AccountResponse[]> {
    const accounts = await this.accounts.listAccounts(current.user.id);
    return accounts.map(toAccountResponse);
  }
}

function toAccountResponse(account: Account): AccountResponse {
  return {
    accountId: account.accountId,
    providerId: account.providerId,
    userId: account.userId,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    id: account.id,
    scopes: account.scope ? account.scope.split(',') : [],
  };
}

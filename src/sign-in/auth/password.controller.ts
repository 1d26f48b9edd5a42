import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiFoundResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { ServiceKeyGuard } from '../../platform/runtime/http/service-key.guard';
import { StatusResponse } from '../../platform/common/http/status.response';
import { MaybeSession, CurrentSession } from '../../identity/session/current-session.decorator';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { OptionalSessionGuard, SensitiveSession, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { RESET_REQUESTED_MESSAGE } from './auth.constants';
import { AUTH_ERRORS } from './auth.errors';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { AuthLinks } from './auth-links';
import { ChangePasswordResponse, MessageStatusResponse } from './dto/auth.responses';
import { ChangePasswordDto } from './dto/change-password.dto';
import { RequestPasswordResetDto } from './dto/request-password-reset.dto';
import { ResetPasswordDto, ResetPasswordLinkQuery, ResetPasswordQuery } from './dto/reset-password.dto';
import { SetPasswordDto } from './dto/set-password.dto';
import { PasswordService } from './password.service';
import { RefusedWhileHashingIsFull } from '../../platform/runtime/crypto/hashing-capacity.guard';

@ApiTags('Passwords')
@Controller()
export class PasswordController {
  constructor(
    private readonly passwords: PasswordService,
    private readonly cookies: SessionCookies,
    private readonly meta: RequestMetaReader,
    private readonly links: AuthLinks,
  ) {}

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiCookieAuth()
  @ApiSecurity('api-key')
  @ApiOperation({ summary: 'Change your password, optionally revoking your other sessions' })
  @ApiOkResponse({ type: ChangePasswordResponse })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    USER_ERRORS.PASSWORD_TOO_SHORT,
    USER_ERRORS.PASSWORD_TOO_LONG,
    AUTH_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND,
    AUTH_ERRORS.INVALID_PASSWORD,
    SESSION_ERRORS.NOT_ALLOWED_WHILE_IMPERSONATING,
  )
  async changePassword(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ChangePasswordResponse> {
    const dontRemember = this.cookies.readDontRemember(req);
    const replacement = await this.passwords.change(
      auditCaller,
      current,
      { ...body, rememberMe: !dontRemember },
      this.meta.read(req),
    );
    if (replacement) this.cookies.write(res, { session: replacement, user: current.user }, dontRemember);
    return { token: replacement?.token ?? null, user: toUserResponse(current.user) };
  }

  @Post('set-password')
  @HttpCode(200)
  @UseGuards(ServiceKeyGuard, OptionalSessionGuard)
  @ApiHeader({ name: 'x-service-key', required: true, description: 'Server-only: one of SERVICE_KEYS' })
  @ApiSecurity('service-key')
  @ApiOperation({ summary: 'Server-only: give a password to a user who has none (by userId or forwarded session)' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    USER_ERRORS.PASSWORD_TOO_SHORT,
    USER_ERRORS.PASSWORD_TOO_LONG,
    AUTH_ERRORS.USER_ALREADY_HAS_A_PASSWORD,
    USER_ERRORS.USER_NOT_FOUND,
  )
  async setPassword(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Body() body: SetPasswordDto,
  ): Promise<StatusResponse> {
    const userId = body.userId ?? current?.user.id;
    if (!userId) throw new AuthError(BASE_ERRORS.UNAUTHORIZED);
    await this.passwords.set(auditCaller, userId, body.newPassword);
    return { status: true };
  }

  @Post('request-password-reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a password reset link; the answer is the same whether or not the account exists' })
  @ApiOkResponse({ type: MessageStatusResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR, BASE_ERRORS.INVALID_REDIRECTURL)
  async requestPasswordReset(@Body() body: RequestPasswordResetDto): Promise<MessageStatusResponse> {
    await this.passwords.requestReset(body.email, body.redirectTo);
    return { status: true, message: RESET_REQUESTED_MESSAGE };
  }

  @Post('forget-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Older name of request-password-reset', deprecated: true })
  @ApiOkResponse({ type: MessageStatusResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR, BASE_ERRORS.INVALID_REDIRECTURL)
  forgetPassword(@Body() body: RequestPasswordResetDto): Promise<MessageStatusResponse> {
    return this.requestPasswordReset(body);
  }

  @Get('reset-password/:token')
  @ApiOperation({ summary: 'The e-mailed link: redirects to callbackURL with ?token= or ?error=INVALID_TOKEN' })
  @ApiFoundResponse({ description: 'Redirect to the callbackURL' })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR, BASE_ERRORS.INVALID_CALLBACKURL)
  async resetPasswordLink(
    @Param('token') token: string,
    @Query() query: ResetPasswordLinkQuery,
    @Res() res: Response,
  ): Promise<void> {
    if (!query.callbackURL) return res.redirect(302, this.links.errorPage('INVALID_TOKEN'));
    const target = this.links.absolute(query.callbackURL);
    const isLive = token.length <= 256 && (await this.passwords.isResetTokenLive(token));
    target.searchParams.set(isLive ? 'token' : 'error', isLive ? token : 'INVALID_TOKEN');
    res.redirect(302, target.toString());
  }

  @Post('reset-password')
  @RefusedWhileHashingIsFull()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; the token works once' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.VALIDATION_ERROR,
    AUTH_ERRORS.INVALID_TOKEN,
    USER_ERRORS.PASSWORD_TOO_SHORT,
    USER_ERRORS.PASSWORD_TOO_LONG,
  )
  async resetPassword(
    @Caller() auditCaller: AuditCaller,
    @Body() body: ResetPasswordDto,
    @Query() query: ResetPasswordQuery,
  ): Promise<StatusResponse> {
    await this.passwords.reset(auditCaller, body.token ?? query.token, body.newPassword);
    return { status: true };
  }
}

import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ErrorEntry } from '../../platform/common/errors/define-errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { StatusResponse } from '../../platform/common/http/status.response';
import { AppConfig } from '../../platform/config/app-config';
import { MaybeSession } from '../../identity/session/current-session.decorator';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { OptionalSessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AUTH_ERRORS } from './auth.errors';
import { VerifyEmailResponse } from './dto/auth.responses';
import { SendVerificationEmailDto } from './dto/send-verification-email.dto';
import { VerifyEmailQuery } from './dto/verify-email.query';
import { EmailVerificationService, VerifyEmailError } from './email-verification.service';

/** Without a callbackURL a failed verification answers 401 JSON; with one, it redirects with `?error=`. */
const VERIFY_ERRORS: Record<VerifyEmailError, ErrorEntry> = {
  invalid_token: AUTH_ERRORS.INVALID_TOKEN,
  token_expired: AUTH_ERRORS.TOKEN_EXPIRED,
  user_not_found: USER_ERRORS.USER_NOT_FOUND,
  unauthorized: BASE_ERRORS.UNAUTHORIZED,
};

@ApiTags('E-mail verification')
@Controller()
export class EmailVerificationController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly cookies: SessionCookies,
    private readonly meta: RequestMetaReader,
    private readonly config: AppConfig,
  ) {}

  @Post('send-verification-email')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({ summary: 'Send (again) the verification link; signed out, the answer never reveals an account' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    AUTH_ERRORS.EMAIL_MISMATCH,
    AUTH_ERRORS.EMAIL_IS_ALREADY_VERIFIED,
    BASE_ERRORS.INVALID_CALLBACKURL,
  )
  async send(
    @MaybeSession() current: ActiveSession | null,
    @Body() body: SendVerificationEmailDto,
  ): Promise<StatusResponse> {
    await this.verification.resend(body.email, body.callbackURL, current);
    return { status: true };
  }

  @Get('verify-email')
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({ summary: 'The e-mailed link: verifies the address (or applies an e-mail change) once' })
  @ApiOkResponse({ type: VerifyEmailResponse, description: 'Without callbackURL; with one, a 302 to it' })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    { ...AUTH_ERRORS.INVALID_TOKEN, status: 401 },
    AUTH_ERRORS.TOKEN_EXPIRED,
    BASE_ERRORS.INVALID_CALLBACKURL,
  )
  async verify(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Query() query: VerifyEmailQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const outcome = await this.verification.verify(auditCaller, query.token, current, this.meta.read(req));
    if ('error' in outcome) {
      // Better Auth 1.4 names the failure in lower case in the redirect; 1.7 gives the catalogue code.
      const named = this.config.betterAuthCompat === '1.4' ? outcome.error : VERIFY_ERRORS[outcome.error].code;
      if (query.callbackURL) return res.redirect(302, withQuery(query.callbackURL, 'error', named));
      throw new AuthError(VERIFY_ERRORS[outcome.error], { status: 401 });
    }
    if (outcome.signedIn) this.cookies.write(res, outcome.signedIn, this.cookies.readDontRemember(req));
    if (query.callbackURL) return res.redirect(302, query.callbackURL);
    res.status(200).json({ status: true, user: outcome.user ? toUserResponse(outcome.user) : null });
  }
}

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

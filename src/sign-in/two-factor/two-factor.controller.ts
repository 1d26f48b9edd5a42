import { Body, Controller, HttpCode, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ACCOUNT_LOCKOUT_ERRORS } from '../../identity/account-lockout/account-lockout.errors';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { StatusResponse } from '../../platform/common/http/status.response';
import {
  AuthorizationContinuation,
  AuthorizationResumed,
  OAuthQueryRefusedFilter,
} from '../../identity/session/authorization-continuation';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { OptionalSessionGuard, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { AppConfig } from '../../platform/config/app-config';
import {
  EnableTwoFactorDto,
  PasswordConfirmationDto,
  SendOtpDto,
  VerifyBackupCodeDto,
  VerifyOtpDto,
  VerifyTotpDto,
} from './dto/two-factor.dto';
import {
  BackupCodesResponse,
  EnableTwoFactorResponse,
  SecondFactorResponse,
  TotpUriResponse,
} from './dto/two-factor.responses';
import { SecondFactorPassed, SecondFactorRequest, SecondFactorService } from './second-factor.service';
import { TwoFactorCookies } from './two-factor-cookies';
import { TwoFactorService } from './two-factor.service';
import { TWO_FACTOR_ERRORS } from './two-factor.errors';
import { SecondFactorSubjects } from './second-factor-subjects';

@ApiTags('Two-factor authentication')
@ApiCookieAuth()
@UseFilters(OAuthQueryRefusedFilter)
@Controller('two-factor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly secondFactor: SecondFactorService,
    private readonly subjects: SecondFactorSubjects,
    private readonly cookies: SessionCookies,
    private readonly twoFactorCookies: TwoFactorCookies,
    private readonly meta: RequestMetaReader,
    private readonly config: AppConfig,
    private readonly continuation: AuthorizationContinuation,
  ) {}

  @Post('enable')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Start enrolment: a TOTP URI and backup codes; a first verified code turns the second factor on',
  })
  @ApiOkResponse({ type: EnableTwoFactorResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    TWO_FACTOR_ERRORS.INVALID_PASSWORD,
    TWO_FACTOR_ERRORS.TOTP_ALREADY_ENABLED,
  )
  async enable(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: EnableTwoFactorDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<EnableTwoFactorResponse> {
    const session = current.viaApiKey ? null : current.session;
    const enrolment = await this.twoFactor.enable(auditCaller, current.user, session, {
      password: body.password,
      method: body.method ?? 'totp',
      issuer: body.issuer,
      meta: this.meta.read(req),
    });
    if (enrolment.method === 'otp') {
      if (enrolment.session) {
        this.cookies.write(res, { session: enrolment.session, user: enrolment.user }, this.dontRemember(req));
      }
      return { method: 'otp' };
    }
    const { totpURI, backupCodes } = enrolment;
    return this.config.betterAuthCompat === '1.4' ? { totpURI, backupCodes } : { method: 'totp', totpURI, backupCodes };
  }

  @Post('get-totp-uri')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The TOTP URI of your enrolment again, to add it to another authenticator' })
  @ApiOkResponse({ type: TotpUriResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    TWO_FACTOR_ERRORS.TOTP_NOT_ENABLED,
    TWO_FACTOR_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND,
    TWO_FACTOR_ERRORS.INVALID_PASSWORD,
  )
  async getTotpUri(
    @CurrentSession() current: ActiveSession,
    @Body() body: PasswordConfirmationDto,
  ): Promise<TotpUriResponse> {
    return { totpURI: await this.twoFactor.getTotpUri(current.user, body.password) };
  }

  @Post('verify-totp')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({
    summary: 'Check a TOTP code: confirms enrolment when signed in, or finishes a sign-in waiting for it',
    description: 'A code is accepted once; codes of the previous and next 30-second step are accepted too.',
  })
  @ApiOkResponse({ type: SecondFactorResponse })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE,
    TWO_FACTOR_ERRORS.TOTP_NOT_ENABLED,
    TWO_FACTOR_ERRORS.INVALID_CODE,
    TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE,
    TWO_FACTOR_ERRORS.FAILED_TO_CREATE_SESSION,
    ACCOUNT_LOCKOUT_ERRORS.TOO_MANY_FAILED_SIGN_IN_ATTEMPTS,
  )
  async verifyTotp(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Body() body: VerifyTotpDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SecondFactorResponse | AuthorizationResumed> {
    if (body.oauth_query) this.continuation.verify(body.oauth_query);
    const subject = await this.subjectOf(current, req);
    const passed = await this.secondFactor.verifyTotp(auditCaller, subject, this.requestOf(body, req));
    return this.answer(auditCaller, passed, body.oauth_query, req, res);
  }

  @Post('send-otp')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({
    summary: 'E-mail a one-time code, for a sign-in waiting for the second factor or for the signed-in user',
    description: 'The code works once, for 3 minutes and 5 tries; a new one replaces it.',
  })
  @ApiBody({ type: SendOtpDto, required: false })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR, TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE)
  async sendOtp(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Body() _body: SendOtpDto,
    @Req() req: Request,
  ): Promise<StatusResponse> {
    await this.secondFactor.sendOtp(auditCaller, await this.subjectOf(current, req));
    return { status: true };
  }

  @Post('verify-otp')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({
    summary: 'Check an e-mailed code: finishes a sign-in waiting for it, or turns the second factor on when signed in',
  })
  @ApiOkResponse({ type: SecondFactorResponse })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE,
    TWO_FACTOR_ERRORS.OTP_HAS_EXPIRED,
    TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE,
    TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE,
    TWO_FACTOR_ERRORS.INVALID_CODE,
    TWO_FACTOR_ERRORS.FAILED_TO_CREATE_SESSION,
    ACCOUNT_LOCKOUT_ERRORS.TOO_MANY_FAILED_SIGN_IN_ATTEMPTS,
  )
  async verifyOtp(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Body() body: VerifyOtpDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SecondFactorResponse | AuthorizationResumed> {
    if (body.oauth_query) this.continuation.verify(body.oauth_query);
    const subject = await this.subjectOf(current, req);
    const passed = await this.secondFactor.verifyOtp(auditCaller, subject, this.requestOf(body, req));
    return this.answer(auditCaller, passed, body.oauth_query, req, res);
  }

  @Post('verify-backup-code')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({ summary: 'Use a backup code in place of a TOTP code; each code works once' })
  @ApiOkResponse({ type: SecondFactorResponse })
  @ApiErrors(
    BASE_ERRORS.VALIDATION_ERROR,
    TWO_FACTOR_ERRORS.INVALID_TWO_FACTOR_COOKIE,
    TWO_FACTOR_ERRORS.BACKUP_CODES_ARENT_ENABLED,
    TWO_FACTOR_ERRORS.BACKUP_CODES_NOT_ENABLED,
    TWO_FACTOR_ERRORS.INVALID_BACKUP_CODE,
    TWO_FACTOR_ERRORS.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE,
    TWO_FACTOR_ERRORS.FAILED_TO_VERIFY_BACKUP_CODE_PLEASE_TRY_AGAIN,
    ACCOUNT_LOCKOUT_ERRORS.TOO_MANY_FAILED_SIGN_IN_ATTEMPTS,
  )
  async verifyBackupCode(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() current: ActiveSession | null,
    @Body() body: VerifyBackupCodeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SecondFactorResponse | AuthorizationResumed> {
    if (body.oauth_query) this.continuation.verify(body.oauth_query);
    const subject = await this.subjectOf(current, req);
    const passed = await this.secondFactor.verifyBackupCode(auditCaller, subject, this.requestOf(body, req));
    return this.answer(auditCaller, passed, body.oauth_query, req, res);
  }

  @Post('generate-backup-codes')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Replace your backup codes with new ones' })
  @ApiOkResponse({ type: BackupCodesResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    TWO_FACTOR_ERRORS.TWO_FACTOR_ISNT_ENABLED,
    TWO_FACTOR_ERRORS.TWO_FACTOR_NOT_ENABLED,
    TWO_FACTOR_ERRORS.NO_PASSWORD_CREDENTIAL_FOUND,
    TWO_FACTOR_ERRORS.INVALID_PASSWORD,
  )
  async generateBackupCodes(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: PasswordConfirmationDto,
  ): Promise<BackupCodesResponse> {
    const backupCodes = await this.twoFactor.regenerateBackupCodes(auditCaller, current.user, body.password);
    return { status: true, backupCodes };
  }

  @Post('disable')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Turn the second factor off and forget its secret and backup codes' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR, TWO_FACTOR_ERRORS.INVALID_PASSWORD)
  async disable(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: PasswordConfirmationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatusResponse> {
    const trustedDevice = this.twoFactorCookies.readTrustedDevice(req);
    const user = await this.twoFactor.disable(auditCaller, current.user, body.password, trustedDevice);
    this.cookies.write(res, { ...current, user }, this.cookies.readDontRemember(req));
    if (trustedDevice) this.twoFactorCookies.clearTrustedDevice(res);
    return { status: true };
  }

  private requestOf(body: VerifyTotpDto, req: Request): SecondFactorRequest {
    return { code: body.code, trustDevice: body.trustDevice === true, meta: this.meta.read(req) };
  }

  /** Who is passing the second factor: the signed-in user, or the one whose sign-in is pending. */
  private subjectOf(current: ActiveSession | null, req: Request) {
    return this.subjects.resolve(current, this.twoFactorCookies.readPending(req), this.dontRemember(req));
  }

  private dontRemember(req: Request): boolean {
    return this.cookies.readDontRemember(req);
  }

  /** A finished sign-in that carried the login page's signed request continues the authorization. */
  private async answer(
    auditCaller: AuditCaller,
    passed: SecondFactorPassed,
    oauthQuery: string | undefined,
    req: Request,
    res: Response,
  ): Promise<SecondFactorResponse | AuthorizationResumed> {
    const active = { session: passed.session, user: passed.user };
    if (passed.isNewSession) this.cookies.write(res, active, this.dontRemember(req));
    if (passed.completedSignIn) this.twoFactorCookies.clearPending(res);
    if (passed.trustedDevice) {
      this.twoFactorCookies.writeTrustedDevice(res, passed.trustedDevice);
      // A trusted browser keeps its session like a remembered one, as Better Auth does.
      this.cookies.clearDontRemember(res);
    }
    const resumed =
      passed.completedSignIn && oauthQuery ? await this.continuation.resume(oauthQuery, active, auditCaller) : null;
    if (resumed) return { redirect: true, url: resumed };
    return { token: passed.session.token, user: toUserResponse(passed.user) };
  }
}

import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { LoginCsrf } from '../../platform/runtime/http/origin.guard';
import { AppConfig } from '../../platform/config/app-config';
import { toSessionResponse } from '../../identity/session/dto/session.response';
import { MaybeSession } from '../../identity/session/current-session.decorator';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { OptionalSessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { ChallengeCookie } from './challenge-cookie';
import { PasskeySignInResponse, WebAuthnOptionsResponse } from './dto/passkey.response';
import { VerifyAuthenticationDto } from './dto/verify-authentication.dto';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PASSKEY_ERRORS } from './passkey.errors';

@ApiTags('Passkeys')
@Controller('passkey')
export class PasskeySignInController {
  constructor(
    private readonly signIns: PasskeySignInService,
    private readonly challengeCookie: ChallengeCookie,
    private readonly cookies: SessionCookies,
    private readonly meta: RequestMetaReader,
    private readonly config: AppConfig,
  ) {}

  @Get('generate-authenticate-options')
  @UseGuards(OptionalSessionGuard)
  @ApiOperation({
    summary: 'Sign-in options (navigator.credentials.get)',
    description:
      "Sets the signed challenge cookie that verify-authentication needs. With a session, lists the user's " +
      'passkeys as the allowed credentials; without one, any discoverable passkey may answer.',
  })
  @ApiOkResponse({ type: WebAuthnOptionsResponse })
  async generateAuthenticateOptions(
    @MaybeSession() session: ActiveSession | null,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const { options, challengeToken } = await this.signIns.start(session);
    this.challengeCookie.write(res, challengeToken);
    return options;
  }

  @Post('verify-authentication')
  @HttpCode(200)
  @LoginCsrf()
  @ApiOperation({
    summary: 'Sign in with a passkey',
    description:
      "Verifies the assertion against this browser's challenge cookie and the stored public key, then sets " +
      'the session cookie as a password sign-in does. Counted by the sign-in rate limit. Better Auth 1.7 ' +
      'answers `{session, user}` and a signature that does not match the stored key with 401 ' +
      '`AUTHENTICATION_FAILED`; 1.4 answers `{session}` and 400 for every failed check.',
  })
  @ApiOkResponse({ type: PasskeySignInResponse })
  @ApiErrors(
    PASSKEY_ERRORS.CHALLENGE_NOT_FOUND,
    { ...PASSKEY_ERRORS.PASSKEY_NOT_FOUND, status: 401 },
    PASSKEY_ERRORS.AUTHENTICATION_FAILED,
    { ...PASSKEY_ERRORS.AUTHENTICATION_FAILED, status: 401 },
    SESSION_ERRORS.BANNED_USER,
    BASE_ERRORS.VALIDATION_ERROR,
    BASE_ERRORS.INVALID_ORIGIN,
    BASE_ERRORS.TOO_MANY_REQUESTS,
  )
  async verifyAuthentication(
    @Caller() auditCaller: AuditCaller,
    @Body() body: VerifyAuthenticationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PasskeySignInResponse> {
    const challengeToken = this.challengeCookie.read(req);
    const signedIn = await this.signIns.finish(auditCaller, challengeToken, body.response, this.meta.read(req));
    this.cookies.write(res, signedIn, false);
    const session = toSessionResponse(signedIn.session);
    return this.config.betterAuthCompat === '1.4' ? { session } : { session, user: toUserResponse(signedIn.user) };
  }
}

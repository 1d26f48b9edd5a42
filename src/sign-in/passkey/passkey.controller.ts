import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { StatusResponse } from '../../platform/common/http/status.response';
import { toSessionResponse } from '../../identity/session/dto/session.response';
import { CurrentSession } from '../../identity/session/current-session.decorator';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { toUserResponse } from '../../identity/user/dto/user.response';
import { ChallengeCookie } from './challenge-cookie';
import { GenerateRegisterOptionsQuery } from './dto/generate-register-options.query';
import { DeletePasskeyDto, UpdatePasskeyDto } from './dto/passkey-id.dto';
import {
  PasskeyRegistrationResponse,
  PasskeyResponse,
  UpdatePasskeyResponse,
  WebAuthnOptionsResponse,
  toPasskeyResponse,
} from './dto/passkey.response';
import { VerifyRegistrationDto } from './dto/verify-registration.dto';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PASSKEY_ERRORS } from './passkey.errors';
import { PasskeyService } from './passkey.service';

@ApiTags('Passkeys')
@ApiCookieAuth()
@Controller('passkey')
export class PasskeyController {
  constructor(
    private readonly registrations: PasskeyRegistrationService,
    private readonly passkeys: PasskeyService,
    private readonly challengeCookie: ChallengeCookie,
    private readonly cookies: SessionCookies,
    private readonly meta: RequestMetaReader,
  ) {}

  @Get('generate-register-options')
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Registration options for a new passkey (navigator.credentials.create)',
    description: 'Sets the signed challenge cookie that verify-registration needs. The session must be fresh.',
  })
  @ApiOkResponse({ type: WebAuthnOptionsResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, SESSION_ERRORS.SESSION_IS_NOT_FRESH, BASE_ERRORS.VALIDATION_ERROR)
  async generateRegisterOptions(
    @CurrentSession() session: ActiveSession,
    @Query() query: GenerateRegisterOptionsQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const { options, challengeToken } = await this.registrations.start(session, query);
    this.challengeCookie.write(res, challengeToken);
    return options;
  }

  @Post('verify-registration')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: "Verify the authenticator's registration response and keep the new passkey",
    description:
      "The response must answer the challenge of this browser's cookie, from a trusted origin. Better Auth 1.7: " +
      'the name is trimmed (a blank one kept as none), and `createSession: true` also signs in: a new ' +
      'session and its cookie, with `session` and `user` beside the passkey in the answer.',
  })
  @ApiOkResponse({ type: PasskeyRegistrationResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    SESSION_ERRORS.SESSION_IS_NOT_FRESH,
    PASSKEY_ERRORS.CHALLENGE_NOT_FOUND,
    PASSKEY_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY,
    PASSKEY_ERRORS.FAILED_TO_VERIFY_REGISTRATION,
    BASE_ERRORS.VALIDATION_ERROR,
    BASE_ERRORS.INVALID_ORIGIN,
  )
  async verifyRegistration(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() session: ActiveSession,
    @Body() body: VerifyRegistrationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PasskeyRegistrationResponse> {
    const challengeToken = this.challengeCookie.read(req);
    const { passkey, signedIn } = await this.registrations.finish(
      auditCaller,
      session,
      challengeToken,
      body.response,
      { name: body.name, createSession: body.createSession },
      this.meta.read(req),
    );
    if (!signedIn) return toPasskeyResponse(passkey);
    this.cookies.write(res, signedIn, false);
    return {
      ...toPasskeyResponse(passkey),
      session: toSessionResponse(signedIn.session),
      user: toUserResponse(signedIn.user),
    };
  }

  @Get('list-user-passkeys')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'List your passkeys' })
  @ApiOkResponse({ type: PasskeyResponse, isArray: true })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async list(@CurrentSession() session: ActiveSession): Promise<PasskeyResponse[]> {
    const passkeys = await this.passkeys.list(session.user);
    return passkeys.map(toPasskeyResponse);
  }

  @Post('update-passkey')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Rename one of your passkeys',
    description:
      'Better Auth 1.7 trims the name and refuses a blank one (400 `VALIDATION_ERROR`); 1.4 keeps it as sent.',
  })
  @ApiOkResponse({ type: UpdatePasskeyResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    PASSKEY_ERRORS.PASSKEY_NOT_FOUND,
    PASSKEY_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async update(
    @CurrentSession() session: ActiveSession,
    @Body() body: UpdatePasskeyDto,
  ): Promise<UpdatePasskeyResponse> {
    const passkey = await this.passkeys.rename(session.user, body.id, body.name);
    return { passkey: toPasskeyResponse(passkey) };
  }

  @Post('delete-passkey')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Delete one of your passkeys' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, PASSKEY_ERRORS.PASSKEY_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async delete(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() session: ActiveSession,
    @Body() body: DeletePasskeyDto,
  ): Promise<StatusResponse> {
    await this.passkeys.delete(auditCaller, session.user, body.id);
    return { status: true };
  }
}

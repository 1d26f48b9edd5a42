import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { Request, Response } from 'express';
import { AuditCaller } from '../audit/audit-caller';
import { Caller } from '../audit/caller.decorator';
import { BASE_ERRORS } from '../common/errors/base.errors';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { StatusResponse } from '../common/http/status.response';
import { CurrentSession } from '../session/current-session.decorator';
import { SESSION_ERRORS } from '../session/session.errors';
import { SessionGuard } from '../session/session.guard';
import { ActiveSession } from '../session/session.types';
import { ChallengeCookie } from './challenge-cookie';
import { GenerateRegisterOptionsQuery } from './dto/generate-register-options.query';
import { DeletePasskeyDto, UpdatePasskeyDto } from './dto/passkey-id.dto';
import {
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
    description: "The response must answer the challenge of this browser's cookie, from a trusted origin.",
  })
  @ApiOkResponse({ type: PasskeyResponse })
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
  ): Promise<PasskeyResponse> {
    const challengeToken = this.challengeCookie.read(req);
    const passkey = await this.registrations.finish(auditCaller, session, challengeToken, body.response, body.name);
    return toPasskeyResponse(passkey);
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
  @ApiOperation({ summary: 'Rename one of your passkeys' })
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

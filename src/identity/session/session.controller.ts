import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { StatusResponse, SuccessResponse } from '../../platform/common/http/status.response';
import { exposeHeader } from '../../platform/common/http/expose-headers';
import { CurrentSession } from './current-session.decorator';
import { GetSessionHeaders } from './get-session-headers';
import { GetSessionQuery } from './dto/get-session.query';
import { RevokeSessionDto } from './dto/revoke-session.dto';
import {
  SessionResponse,
  SessionWithUserResponse,
  toSessionResponse,
  toSessionWithUserResponse,
} from './dto/session.response';
import { SessionResolver } from './session-resolver';
import { SessionCookies } from './session-cookies';
import { SessionRevocationService } from './session-revocation.service';
import { SensitiveSession, SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import { ActiveSession } from './session.types';

@ApiTags('Sessions')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller()
export class SessionController {
  constructor(
    private readonly sessions: SessionService,
    private readonly revocations: SessionRevocationService,
    private readonly resolver: SessionResolver,
    private readonly cookies: SessionCookies,
    private readonly answerHeaders: GetSessionHeaders,
  ) {}

  @Get('get-session')
  @ApiOperation({ summary: 'The current session and user, or null when signed out' })
  @ApiOkResponse({ type: SessionWithUserResponse, description: 'null when there is no valid session' })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async getSession(@Req() req: Request, @Res() res: Response, @Query() query: GetSessionQuery): Promise<void> {
    const active = await this.resolver.resolve(req, res, {
      useCookieCache: !query.disableCookieCache,
      mayRefresh: !query.disableRefresh,
    });
    if (active) {
      for (const [name, value] of Object.entries(await this.answerHeaders.for(active))) {
        res.setHeader(name, value);
        exposeHeader(res, name);
      }
    }
    // Written directly: the client expects the JSON literal `null` when signed out, not an empty body.
    res.status(200).json(active ? toSessionWithUserResponse(active) : null);
  }

  @Post('sign-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the current session and clear its cookies' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(BASE_ERRORS.INVALID_ORIGIN)
  async signOut(
    @Caller() auditCaller: AuditCaller,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessResponse> {
    const token = this.resolver.readToken(req);
    if (token) await this.revocations.signOut(auditCaller, token);
    this.cookies.clear(res);
    return { success: true };
  }

  @Get('list-sessions')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Your active sessions' })
  @ApiOkResponse({ type: SessionResponse, isArray: true })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async listSessions(@CurrentSession() current: ActiveSession): Promise<SessionResponse[]> {
    const sessions = await this.sessions.list(current.user.id);
    return sessions.map(toSessionResponse);
  }

  @Post('revoke-session')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({ summary: "Revoke one of your sessions by its token; other users' tokens are ignored" })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  async revokeSession(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: RevokeSessionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatusResponse> {
    await this.revocations.revoke(auditCaller, current, body.token);
    if (body.token === current.session.token) this.cookies.clearCache(res);
    return { status: true };
  }

  @Post('revoke-sessions')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({ summary: 'Revoke all your sessions, this one included' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async revokeSessions(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatusResponse> {
    await this.revocations.revokeAll(auditCaller, current);
    this.cookies.clearCache(res);
    return { status: true };
  }

  @Post('revoke-other-sessions')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({ summary: 'Revoke all your sessions but this one' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async revokeOtherSessions(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
  ): Promise<StatusResponse> {
    await this.revocations.revokeOthers(auditCaller, current);
    return { status: true };
  }
}

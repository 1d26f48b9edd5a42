import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { DetectServerCallGuard, IsServerCall } from '../../platform/runtime/http/server-call';
import { SuccessResponse } from '../../platform/common/http/status.response';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import {
  SessionWithUserResponse,
  toSessionResponse,
  toSessionWithUserResponse,
} from '../../identity/session/dto/session.response';
import { RequestMetaReader } from '../../identity/session/request-meta';
import { SessionCookies } from '../../identity/session/session-cookies';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { OptionalSessionGuard, SensitiveSession, SessionGuard } from '../../identity/session/session.guard';
import { SessionService } from '../../identity/session/session.service';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { UserService } from '../../identity/user/user.service';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { AdminSessionsService } from './admin-sessions.service';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { PermissionCheckResponse, SessionsEnvelope } from './dto/admin.responses';
import { HasPermissionDto } from './dto/has-permission.dto';
import { RevokeUserSessionDto } from './dto/revoke-user-session.dto';
import { UserIdDto } from './dto/user-id.dto';
import { ImpersonationService } from './impersonation.service';
import { PermissionCheckService } from './permission-check.service';

@ApiTags('Admin: sessions and impersonation')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminSessionsController {
  constructor(
    private readonly sessions: SessionService,
    private readonly adminSessions: AdminSessionsService,
    private readonly users: UserService,
    private readonly impersonation: ImpersonationService,
    private readonly permissions: PermissionCheckService,
    private readonly cookies: SessionCookies,
    private readonly meta: RequestMetaReader,
  ) {}

  @Post('list-user-sessions')
  @HttpCode(200)
  @AdminPermission({ session: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS)
  @ApiOperation({ summary: "A user's live sessions, impersonations included" })
  @ApiOkResponse({ type: SessionsEnvelope })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async listUserSessions(@Body() body: UserIdDto): Promise<SessionsEnvelope> {
    await this.users.getById(body.userId);
    const sessions = await this.sessions.listAll(body.userId);
    return { sessions: sessions.map(toSessionResponse) };
  }

  @Post('revoke-user-session')
  @HttpCode(200)
  @AdminPermission({ session: ['revoke'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS)
  @ApiOperation({ summary: 'End one session by its token' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async revokeUserSession(
    @Caller() auditCaller: AuditCaller,
    @Body() body: RevokeUserSessionDto,
  ): Promise<SuccessResponse> {
    await this.adminSessions.revokeSession(auditCaller, body.sessionToken);
    return { success: true };
  }

  @Post('revoke-user-sessions')
  @HttpCode(200)
  @AdminPermission({ session: ['revoke'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS)
  @ApiOperation({ summary: 'End every session of a user' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async revokeUserSessions(@Caller() auditCaller: AuditCaller, @Body() body: UserIdDto): Promise<SuccessResponse> {
    await this.adminSessions.revokeSessions(auditCaller, body.userId);
    return { success: true };
  }

  @Post('impersonate-user')
  @HttpCode(200)
  @AdminPermission({ user: ['impersonate'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS)
  @ApiOperation({ summary: "Act as a user for an hour; the administrator's session is kept in admin_session" })
  @ApiOkResponse({ type: SessionWithUserResponse })
  @ApiErrors(
    USER_ERRORS.USER_NOT_FOUND,
    ADMIN_ERRORS.YOU_CANNOT_IMPERSONATE_ADMINS,
    ADMIN_ERRORS.YOU_ARE_ALREADY_IMPERSONATING,
    SESSION_ERRORS.BANNED_USER,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async impersonateUser(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UserIdDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionWithUserResponse> {
    const active = await this.impersonation.impersonate(auditCaller, caller, body.userId, this.meta.read(req));
    this.cookies.clear(res);
    this.cookies.writeAdminSession(res, caller, this.cookies.readDontRemember(req));
    // A browser-session cookie, and no sliding refresh: the impersonation ends on time.
    this.cookies.write(res, active, true);
    return toSessionWithUserResponse(active);
  }

  @Post('stop-impersonating')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({ summary: "End the impersonation and return to the administrator's own session" })
  @ApiOkResponse({ type: SessionWithUserResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ADMIN_ERRORS.YOU_ARE_NOT_IMPERSONATING_ANYONE,
    ADMIN_ERRORS.FAILED_TO_FIND_USER,
    ADMIN_ERRORS.FAILED_TO_FIND_ADMIN_SESSION,
  )
  async stopImpersonating(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionWithUserResponse> {
    const saved = this.cookies.readAdminSession(req);
    const admin = await this.impersonation.stop(auditCaller, current, saved);
    const dontRemember = saved?.dontRemember ?? false;
    this.cookies.clearAdminSession(res);
    if (!dontRemember) this.cookies.clearDontRemember(res);
    this.cookies.write(res, admin, dontRemember);
    return toSessionWithUserResponse(admin);
  }

  @Post('has-permission')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader({
    name: 'x-service-key',
    required: false,
    description: 'Without a session: one of SERVICE_KEYS, to check a userId or role',
  })
  @ApiSecurity('service-key')
  @ApiOperation({ summary: 'Whether the caller (or, server-side, a user or role) has the permissions' })
  @ApiOkResponse({ type: PermissionCheckResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    ADMIN_ERRORS.INVALID_PERMISSION_CHECK_NO_PERMISSIONS_WERE_PASSED,
    ADMIN_ERRORS.USER_ID_OR_ROLE_IS_REQUIRED,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async hasPermission(
    @MaybeSession() caller: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Body() body: HasPermissionDto,
  ): Promise<PermissionCheckResponse> {
    return { error: null, success: await this.permissions.check(caller, isServer, body) };
  }
}

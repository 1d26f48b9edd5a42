import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { StatusResponse, SuccessResponse } from '../../platform/common/http/status.response';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { ActiveSession } from '../../identity/session/session.types';
import { UserResponse, toUserResponse } from '../../identity/user/dto/user.response';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { AdminUsersService } from './admin-users.service';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto';
import { ListUsersResponse, UserEnvelope } from './dto/admin.responses';
import { AdminUserResponse, toAdminUserResponse } from './dto/admin-user.response';
import { BanUserDto } from './dto/ban-user.dto';
import { CreateUserDto } from './dto/create-user.dto';
import { ListUsersQuery } from './dto/list-users.query';
import { SetRoleDto } from './dto/set-role.dto';
import { SetUserPasswordDto } from './dto/set-user-password.dto';
import { UserIdDto } from './dto/user-id.dto';
import { GetUserQuery } from './dto/get-user.query';
import { ServerOrAdminCreateGuard } from './server-or-admin.guard';

@ApiTags('Admin: users')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly admin: AdminUsersService) {}

  @Post('create-user')
  @HttpCode(200)
  @UseGuards(ServerOrAdminCreateGuard)
  @ApiHeader({ name: 'x-service-key', required: false, description: 'Without a session: one of SERVICE_KEYS' })
  @ApiSecurity('service-key')
  @ApiOperation({ summary: 'Create a user with a password (an admin, or a backend with the service key)' })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    BASE_ERRORS.UNAUTHORIZED,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS,
    BASE_ERRORS.VALIDATION_ERROR,
    USER_ERRORS.INVALID_EMAIL,
    USER_ERRORS.PASSWORD_TOO_SHORT,
    USER_ERRORS.PASSWORD_TOO_LONG,
    ADMIN_ERRORS.INVALID_ROLE_TYPE,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_BAN_USERS,
    { ...USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, status: 400 },
  )
  async createUser(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() caller: ActiveSession | null,
    @Body() body: CreateUserDto,
  ): Promise<UserEnvelope> {
    return { user: toUserResponse(await this.admin.create(auditCaller, caller?.user ?? null, body)) };
  }

  @Get('get-user')
  @AdminPermission({ user: ['get'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_GET_USER)
  @ApiOperation({ summary: 'One user by id, with how many passkeys they have' })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async getUser(@Query() query: GetUserQuery): Promise<AdminUserResponse> {
    return toAdminUserResponse(await this.admin.get(query.id));
  }

  @Get('list-users')
  @AdminPermission({ user: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_USERS)
  @ApiOperation({ summary: 'Search, filter, sort and page through users (with their passkey counts) and the total' })
  @ApiOkResponse({ type: ListUsersResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  async listUsers(@Query() query: ListUsersQuery): Promise<ListUsersResponse> {
    const page = await this.admin.list(query);
    return { ...page, users: page.users.map(toAdminUserResponse) };
  }

  @Post('set-role')
  @HttpCode(200)
  @AdminPermission({ user: ['set-role'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE)
  @ApiOperation({ summary: "Set the user's roles (one or several)" })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiErrors(
    USER_ERRORS.USER_NOT_FOUND,
    ADMIN_ERRORS.INVALID_ROLE_TYPE,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async setRole(@Caller() auditCaller: AuditCaller, @Body() body: SetRoleDto): Promise<UserEnvelope> {
    return { user: toUserResponse(await this.admin.setRole(auditCaller, body.userId, body.role)) };
  }

  @Post('update-user')
  @HttpCode(200)
  @AdminPermission({ user: ['update'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS)
  @ApiOperation({ summary: 'Edit a user; answers the user itself' })
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(
    ADMIN_ERRORS.NO_DATA_TO_UPDATE,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE,
    ADMIN_ERRORS.PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER,
    ADMIN_ERRORS.USER_ID_CANNOT_BE_UPDATED,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL,
    ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_BAN_USERS,
    ADMIN_ERRORS.YOU_CANNOT_BAN_YOURSELF,
    { ...USER_ERRORS.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, status: 400 },
    ADMIN_ERRORS.INVALID_ROLE_TYPE,
    USER_ERRORS.USER_NOT_FOUND,
    USER_ERRORS.INVALID_EMAIL,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async updateUser(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: AdminUpdateUserDto,
  ): Promise<UserResponse> {
    return toUserResponse(await this.admin.update(auditCaller, caller.user, body.userId, body.data));
  }

  @Post('ban-user')
  @HttpCode(200)
  @AdminPermission({ user: ['ban'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_BAN_USERS)
  @ApiOperation({ summary: 'Ban a user and end all their sessions' })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, ADMIN_ERRORS.YOU_CANNOT_BAN_YOURSELF, BASE_ERRORS.VALIDATION_ERROR)
  async banUser(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: BanUserDto,
  ): Promise<UserEnvelope> {
    return {
      user: toUserResponse(
        await this.admin.ban(auditCaller, caller.user, body.userId, body.banReason, body.banExpiresIn),
      ),
    };
  }

  @Post('unban-user')
  @HttpCode(200)
  @AdminPermission({ user: ['ban'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_BAN_USERS)
  @ApiOperation({ summary: 'Lift a ban' })
  @ApiOkResponse({ type: UserEnvelope })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async unbanUser(@Caller() auditCaller: AuditCaller, @Body() body: UserIdDto): Promise<UserEnvelope> {
    return { user: toUserResponse(await this.admin.unban(auditCaller, body.userId)) };
  }

  @Post('remove-user')
  @HttpCode(200)
  @AdminPermission({ user: ['delete'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS)
  @ApiOperation({ summary: 'Delete a user with their accounts and sessions' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, ADMIN_ERRORS.YOU_CANNOT_REMOVE_YOURSELF, BASE_ERRORS.VALIDATION_ERROR)
  async removeUser(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UserIdDto,
  ): Promise<SuccessResponse> {
    await this.admin.remove(auditCaller, caller.user, body.userId);
    return { success: true };
  }

  @Post('set-user-password')
  @HttpCode(200)
  @AdminPermission({ user: ['set-password'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD)
  @ApiOperation({ summary: "Set a user's password" })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.SERVICE_BUSY,
    USER_ERRORS.USER_NOT_FOUND,
    USER_ERRORS.PASSWORD_TOO_SHORT,
    USER_ERRORS.PASSWORD_TOO_LONG,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async setUserPassword(@Caller() auditCaller: AuditCaller, @Body() body: SetUserPasswordDto): Promise<StatusResponse> {
    await this.admin.setPassword(auditCaller, body.userId, body.newPassword);
    return { status: true };
  }
}

import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { SuccessResponse } from '../../platform/common/http/status.response';
import { CurrentSession } from '../../identity/session/current-session.decorator';
import { ActiveSession } from '../../identity/session/session.types';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AdminRolesService } from './admin-roles.service';
import { AdminRoleKeyDto, CreateAdminRoleDto, UpdateAdminRoleDto } from './dto/admin-role.dto';
import {
  AdminRoleResponse,
  CreateAdminRoleResponse,
  UpdateAdminRoleResponse,
  toAdminRoleResponse,
} from './dto/admin-role.response';

const GRANT_REFUSALS = [ADMIN_ERRORS.INVALID_RESOURCE, ADMIN_ERRORS.INVALID_ACTION, BASE_ERRORS.VALIDATION_ERROR];

/** Admin roles made at run time; the configuration's roles are read from `GET /access/statements`. */
@ApiTags('Admin: roles')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminRolesController {
  constructor(private readonly roles: AdminRolesService) {}

  @Post('create-role')
  @HttpCode(200)
  @AdminPermission({ ac: ['create'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE)
  @ApiOperation({ summary: 'Create an admin role with its statements; none may exceed the caller’s own' })
  @ApiOkResponse({ type: CreateAdminRoleResponse })
  @ApiErrors(ADMIN_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN, ...GRANT_REFUSALS)
  async create(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: CreateAdminRoleDto,
  ): Promise<CreateAdminRoleResponse> {
    const role = await this.roles.create(auditCaller, caller.user, body);
    return { success: true, roleData: toAdminRoleResponse(role), statements: body.permission };
  }

  @Get('list-roles')
  @AdminPermission({ ac: ['read'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE)
  @ApiOperation({ summary: 'The admin roles made at run time, by name' })
  @ApiOkResponse({ type: AdminRoleResponse, isArray: true })
  async list(): Promise<AdminRoleResponse[]> {
    return (await this.roles.list()).map(toAdminRoleResponse);
  }

  @Get('get-role')
  @AdminPermission({ ac: ['read'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE)
  @ApiOperation({ summary: 'One admin role made at run time, by `roleName` or `roleId`' })
  @ApiOkResponse({ type: AdminRoleResponse })
  @ApiErrors(ADMIN_ERRORS.ROLE_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async get(@Query() query: AdminRoleKeyDto): Promise<AdminRoleResponse> {
    return toAdminRoleResponse(await this.roles.get(query));
  }

  @Post('update-role')
  @HttpCode(200)
  @AdminPermission({ ac: ['update'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE)
  @ApiOperation({ summary: 'Change an admin role’s statements or name (not while users hold it)' })
  @ApiOkResponse({ type: UpdateAdminRoleResponse })
  @ApiErrors(
    ADMIN_ERRORS.ROLE_NOT_FOUND,
    ADMIN_ERRORS.ROLE_NAME_IS_ALREADY_TAKEN,
    ADMIN_ERRORS.ROLE_IS_ASSIGNED_TO_USERS,
    ...GRANT_REFUSALS,
  )
  async update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UpdateAdminRoleDto,
  ): Promise<UpdateAdminRoleResponse> {
    const { data, ...key } = body;
    const role = await this.roles.update(auditCaller, caller.user, key, data);
    return { success: true, roleData: toAdminRoleResponse(role) };
  }

  @Post('delete-role')
  @HttpCode(200)
  @AdminPermission({ ac: ['delete'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE)
  @ApiOperation({ summary: 'Delete an admin role made at run time that no user holds' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(
    ADMIN_ERRORS.ROLE_NOT_FOUND,
    ADMIN_ERRORS.CANNOT_DELETE_A_PRE_DEFINED_ROLE,
    ADMIN_ERRORS.ROLE_IS_ASSIGNED_TO_USERS,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async delete(@Caller() auditCaller: AuditCaller, @Body() body: AdminRoleKeyDto): Promise<SuccessResponse> {
    await this.roles.delete(auditCaller, body);
    return { success: true };
  }
}

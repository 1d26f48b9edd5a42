import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { SuccessResponse } from '../../platform/common/http/status.response';
import { CurrentSession } from '../../identity/session/current-session.decorator';
import { SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import {
  CreateOrganizationRoleDto,
  ListOrganizationRolesQuery,
  OrganizationRoleRefDto,
  UpdateOrganizationRoleDto,
} from './dto/organization-role.dto';
import {
  CreatedOrganizationRoleResponse,
  OrganizationRoleResponse,
  UpdatedOrganizationRoleResponse,
} from './dto/organization-role.responses';
import { OrganizationRoleService } from './organization-role.service';
import { ORGANIZATION_ERRORS } from './organization.errors';
import { OrganizationRole } from './organization.types';

const E = ORGANIZATION_ERRORS;
const CALLER_ERRORS = [
  BASE_ERRORS.UNAUTHORIZED,
  E.YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION,
  BASE_ERRORS.VALIDATION_ERROR,
];

/** Better Auth 1.7's dynamic access control: the roles an organization makes at run time. */
@ApiTags('Organization roles')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('organization')
@UseGuards(SessionGuard)
export class OrganizationRoleController {
  constructor(private readonly roles: OrganizationRoleService) {}

  @Post('create-role')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a role for the organization (needs ac:create and every permission it grants)' })
  @ApiOkResponse({ type: CreatedOrganizationRoleResponse })
  @ApiErrors(
    ...CALLER_ERRORS,
    E.YOU_MUST_BE_IN_AN_ORGANIZATION_TO_CREATE_A_ROLE,
    E.YOU_ARE_NOT_ALLOWED_TO_CREATE_A_ROLE,
    E.INVALID_RESOURCE,
    E.ROLE_NAME_IS_ALREADY_TAKEN,
  )
  async create(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: CreateOrganizationRoleDto,
  ): Promise<{ success: true; roleData: OrganizationRole; statements: Record<string, string[]> }> {
    const roleData = await this.roles.create(auditCaller, caller, body);
    return { success: true, roleData, statements: roleData.permission };
  }

  @Post('delete-role')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a role of the organization that no member holds (needs ac:delete)' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(
    ...CALLER_ERRORS,
    E.NO_ACTIVE_ORGANIZATION,
    E.YOU_ARE_NOT_ALLOWED_TO_DELETE_A_ROLE,
    E.CANNOT_DELETE_A_PRE_DEFINED_ROLE,
    E.ROLE_NOT_FOUND,
    E.ROLE_IS_ASSIGNED_TO_MEMBERS,
  )
  async delete(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: OrganizationRoleRefDto,
  ): Promise<{ success: true }> {
    await this.roles.delete(auditCaller, caller, body);
    return { success: true };
  }

  @Get('list-roles')
  @ApiOperation({ summary: 'The roles the organization made (needs ac:read)' })
  @ApiOkResponse({ type: OrganizationRoleResponse, isArray: true })
  @ApiErrors(...CALLER_ERRORS, E.NO_ACTIVE_ORGANIZATION, E.YOU_ARE_NOT_ALLOWED_TO_LIST_A_ROLE)
  list(
    @CurrentSession() caller: ActiveSession,
    @Query() query: ListOrganizationRolesQuery,
  ): Promise<OrganizationRole[]> {
    return this.roles.list(caller, query.organizationId);
  }

  @Get('get-role')
  @ApiOperation({ summary: 'One role the organization made, by name or id (needs ac:read)' })
  @ApiOkResponse({ type: OrganizationRoleResponse })
  @ApiErrors(...CALLER_ERRORS, E.NO_ACTIVE_ORGANIZATION, E.YOU_ARE_NOT_ALLOWED_TO_READ_A_ROLE, E.ROLE_NOT_FOUND)
  get(@CurrentSession() caller: ActiveSession, @Query() query: OrganizationRoleRefDto): Promise<OrganizationRole> {
    return this.roles.read(caller, query);
  }

  @Post('update-role')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change a role’s permission or name (needs ac:update and every permission it grants)' })
  @ApiOkResponse({ type: UpdatedOrganizationRoleResponse })
  @ApiErrors(
    ...CALLER_ERRORS,
    E.NO_ACTIVE_ORGANIZATION,
    E.YOU_ARE_NOT_ALLOWED_TO_UPDATE_A_ROLE,
    E.ROLE_NOT_FOUND,
    E.INVALID_RESOURCE,
    E.ROLE_NAME_IS_ALREADY_TAKEN,
  )
  async update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UpdateOrganizationRoleDto,
  ): Promise<{ success: true; roleData: OrganizationRole }> {
    return { success: true, roleData: await this.roles.update(auditCaller, caller, body) };
  }
}

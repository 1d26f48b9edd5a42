import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
  Body,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../platform/config/app-config';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { CurrentScimPrincipal } from '../catalog/current-scim-principal.decorator';
import { ScimBearerGuard } from '../catalog/scim-bearer.guard';
import { ScimPrincipal } from '../scim-principal';
import { readScimPage, scimListResponse, ScimListResponse } from '../protocol/scim-paging';
import { ScimAnswer, ScimFailures } from '../protocol/scim-api-docs';
import { ScimProtocol } from '../protocol/scim-protocol.decorator';
import { scimUserResource } from './scim-user-resource';
import { ScimUsersService } from './scim-users.service';

type Resource = Record<string, unknown>;

/** SCIM 2.0 Users (RFC 7644 §3) for the connection the bearer token belongs to. */
@ApiTags('SCIM')
@Controller('scim/v2/Users')
@ScimProtocol()
@UseGuards(ScimBearerGuard)
export class ScimUsersController {
  private readonly usersUrl: string;

  constructor(
    private readonly scimUsers: ScimUsersService,
    config: AppConfig,
  ) {
    this.usersUrl = `${config.baseUrl}${config.basePath}/scim/v2/Users`;
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Provision a User: a service user and member of the connection’s organization' })
  @ScimAnswer(201, 'The User, with Location')
  @ScimFailures(400, 401, 403, 409, 415)
  async create(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Resource> {
    const resource = scimUserResource(await this.scimUsers.create(caller, principal, body), this.usersUrl);
    res.setHeader('Location', (resource.meta as { location: string }).location);
    return resource;
  }

  @Get()
  @ApiOperation({ summary: 'List Users: eq filters on id, userName, externalId and emails.value joined by and; paged' })
  @ScimAnswer(200, 'A ListResponse')
  @ScimFailures(400, 401, 403)
  async list(
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Query('filter') filter?: string,
    @Query('startIndex') startIndex?: string,
    @Query('count') count?: string,
  ): Promise<ScimListResponse<Resource>> {
    const page = readScimPage(startIndex, count);
    const [users, total] = await this.scimUsers.list(principal, filter, page);
    return scimListResponse(
      users.map((user) => scimUserResource(user, this.usersUrl)),
      total,
      page,
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'Read a User' })
  @ScimAnswer(200, 'The User')
  @ScimFailures(401, 403, 404)
  async get(@CurrentScimPrincipal() principal: ScimPrincipal, @Param('id') id: string): Promise<Resource> {
    return scimUserResource(await this.scimUsers.get(principal, id), this.usersUrl);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a User (the id in the body is ignored)' })
  @ScimAnswer(200, 'The User')
  @ScimFailures(400, 401, 403, 404, 409, 415)
  async replace(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<Resource> {
    return scimUserResource(await this.scimUsers.replace(caller, principal, id, body), this.usersUrl);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a User, deactivating or reactivating it with active' })
  @ScimAnswer(200, 'The User')
  @ScimFailures(400, 401, 403, 404, 409, 415)
  async patch(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<Resource> {
    return scimUserResource(await this.scimUsers.patch(caller, principal, id, body), this.usersUrl);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a User: the service user stays, banned unless another source keeps it' })
  @ScimAnswer(204, 'Deleted')
  @ScimFailures(401, 403, 404)
  async delete(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Param('id') id: string,
  ): Promise<void> {
    await this.scimUsers.delete(caller, principal, id);
  }
}

import {
  Body,
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
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { CurrentScimPrincipal } from '../catalog/current-scim-principal.decorator';
import { ScimBearerGuard } from '../catalog/scim-bearer.guard';
import { ScimAnswer, ScimFailures } from '../protocol/scim-api-docs';
import { ScimProtocol } from '../protocol/scim-protocol.decorator';
import { readScimPage, scimListResponse } from '../protocol/scim-paging';
import { ScimPrincipal } from '../scim-principal';
import { readGroupFilter } from './scim-group-filter';
import { readGroupInput, withoutEntraMarker } from './scim-group-input';
import { readGroupPatch } from './scim-group-patch';
import { readGroupProjection } from './scim-group-resource';
import { ScimGroupResources } from './scim-group-resources';
import { ScimGroupsService } from './scim-groups.service';

/** `attributes`, `excludedAttributes` and the list's parameters, as Express reads them (repeated: an array). */
type ScimQuery = Record<string, string | string[] | undefined>;

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
const projectionOf = (query: ScimQuery) => readGroupProjection(text(query.attributes), text(query.excludedAttributes));

/** SCIM Groups (RFC 7644 §3): each bearer token's connection sees and changes only its own. */
@ApiTags('SCIM')
@ScimProtocol()
@UseGuards(ScimBearerGuard)
@Controller('scim/v2/Groups')
export class ScimGroupsController {
  constructor(
    private readonly groups: ScimGroupsService,
    private readonly resources: ScimGroupResources,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a Group; Entra’s classic Group marker is accepted' })
  @ScimAnswer(201, 'The Group, with Location')
  @ScimFailures(400, 401, 403, 409, 415)
  async create(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Body() body: unknown,
    @Query() query: ScimQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const projection = projectionOf(query);
    const group = await this.groups.create(caller, principal, readGroupInput(withoutEntraMarker(body, true)));
    res.setHeader('Location', this.resources.location(group));
    res.setHeader('Content-Location', this.resources.location(group));
    return this.resources.renderOne(group, projection);
  }

  @Get()
  @ApiOperation({ summary: 'List Groups: eq filters on id, displayName and externalId joined by and; paged' })
  @ScimAnswer(200, 'A ListResponse')
  @ScimFailures(400, 401, 403)
  async list(@CurrentScimPrincipal() principal: ScimPrincipal, @Query() query: ScimQuery) {
    const page = readScimPage(text(query.startIndex), text(query.count));
    const filter = text(query.filter);
    const filters = filter === undefined ? [] : readGroupFilter(filter);
    const projection = projectionOf(query);
    const total = await this.groups.count(principal, filters);
    const groups = await this.groups.list(principal, filters, page.startIndex - 1, page.count);
    return scimListResponse(await this.resources.render(principal.connectionId, groups, projection), total, page);
  }

  @Get(':groupId')
  @ApiOperation({ summary: 'Read a Group' })
  @ScimAnswer(200, 'The Group')
  @ScimFailures(401, 403, 404)
  async get(@CurrentScimPrincipal() principal: ScimPrincipal, @Param('groupId') id: string, @Query() query: ScimQuery) {
    const projection = projectionOf(query);
    return this.resources.renderOne(await this.groups.get(principal, id), projection);
  }

  @Put(':groupId')
  @ApiOperation({ summary: 'Replace a Group, its members included' })
  @ScimAnswer(200, 'The Group')
  @ScimFailures(400, 401, 403, 404, 409, 415)
  async replace(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Param('groupId') id: string,
    @Body() body: unknown,
    @Query() query: ScimQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const projection = projectionOf(query);
    const group = await this.groups.replace(caller, principal, id, readGroupInput(withoutEntraMarker(body, false)));
    res.setHeader('Location', this.resources.location(group));
    return this.resources.renderOne(group, projection);
  }

  @Patch(':groupId')
  @ApiOperation({ summary: 'Change a Group: add or remove members, rename it' })
  @ScimAnswer(200, 'The Group')
  @ScimFailures(400, 401, 403, 404, 409, 415)
  async patch(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Param('groupId') id: string,
    @Body() body: unknown,
    @Query() query: ScimQuery,
    @Res({ passthrough: true }) res: Response,
  ) {
    const projection = projectionOf(query);
    withoutEntraMarker(body, false);
    const group = await this.groups.patch(caller, principal, id, readGroupPatch(body));
    res.setHeader('Location', this.resources.location(group));
    return this.resources.renderOne(group, projection);
  }

  @Delete(':groupId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a Group; its members stay' })
  @ScimAnswer(204, 'Deleted')
  @ScimFailures(401, 403, 404)
  async delete(
    @Caller() caller: AuditCaller,
    @CurrentScimPrincipal() principal: ScimPrincipal,
    @Param('groupId') id: string,
  ): Promise<void> {
    await this.groups.delete(caller, principal, id);
  }
}

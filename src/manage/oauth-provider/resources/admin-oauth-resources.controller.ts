import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseFilters, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { ServiceKeyRouteGuard } from '../clients/service-key-route.guard';
import { ApiOAuthErrors, OAuthErrorFilter } from '../oauth-error';
import { CreateOAuthResourceDto, OAuthResourceResponse, UpdateOAuthResourceDto } from './dto/oauth-resource.dto';
import { OAuthResource } from './oauth-resource.types';
import { OAuthResourcesService } from './oauth-resources.service';

const WHO =
  'Needs the `x-service-key` header (404 without it) **and** the session of a user whose admin role grants ' +
  '`oauthClient` (401 otherwise). The identifier in the path is URL-encoded.';
const IDENTIFIER = ApiParam({ name: 'identifier', example: 'https%3A%2F%2Freports.example%2F' });

/** The package's `/admin/oauth2/resources` endpoints (RFC 8707 resources, the APIs tokens are issued for). */
@ApiTags('OpenID provider: resources')
@ApiCookieAuth()
@ApiSecurity('service-key')
@UseGuards(ServiceKeyRouteGuard, SessionGuard)
@UseFilters(OAuthErrorFilter)
@Controller('admin/oauth2/resources')
export class AdminOAuthResourcesController {
  constructor(private readonly resources: OAuthResourcesService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Register a resource (an API) by its absolute URI', description: WHO })
  @ApiCreatedResponse({ type: OAuthResourceResponse })
  @ApiOAuthErrors({ 400: ['invalid_target', 'invalid_request'] })
  @ApiErrors(BASE_ERRORS.NOT_FOUND, BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  create(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: CreateOAuthResourceDto,
  ): Promise<OAuthResource> {
    return this.resources.create(auditCaller, user, body);
  }

  @Get()
  @ApiOperation({ summary: 'List the resources', description: WHO })
  @ApiOkResponse({ type: [OAuthResourceResponse] })
  @ApiErrors(BASE_ERRORS.NOT_FOUND, BASE_ERRORS.UNAUTHORIZED)
  list(@CurrentSession() { user }: ActiveSession): Promise<OAuthResource[]> {
    return this.resources.list(user);
  }

  @Get(':identifier')
  @IDENTIFIER
  @ApiOperation({ summary: 'Read a resource', description: WHO })
  @ApiOkResponse({ type: OAuthResourceResponse })
  @ApiOAuthErrors({ 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  get(@CurrentSession() { user }: ActiveSession, @Param('identifier') identifier: string): Promise<OAuthResource> {
    return this.resources.get(user, identifier);
  }

  @Patch(':identifier')
  @IDENTIFIER
  @ApiOperation({ summary: 'Change the fields the body names; `null` clears one', description: WHO })
  @ApiOkResponse({ type: OAuthResourceResponse })
  @ApiOAuthErrors({ 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Param('identifier') identifier: string,
    @Body() body: UpdateOAuthResourceDto,
  ): Promise<OAuthResource> {
    return this.resources.update(auditCaller, user, identifier, body);
  }

  @Delete(':identifier')
  @IDENTIFIER
  @ApiOperation({
    summary: 'Delete a resource and its links; tokens issued for it then introspect as inactive',
    description: WHO,
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { deleted: { type: 'boolean', enum: [true] } } } })
  @ApiOAuthErrors({ 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  delete(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Param('identifier') identifier: string,
  ): Promise<{ deleted: true }> {
    return this.resources.delete(auditCaller, user, identifier);
  }

  @Post(':identifier/clients/:client_id')
  @HttpCode(200)
  @IDENTIFIER
  @ApiOperation({
    summary: 'Link a client: it may then ask tokens for the resource and introspect any token for it',
    description: WHO,
  })
  @ApiOkResponse({
    schema: { type: 'object', properties: { linked: { type: 'boolean' }, alreadyLinked: { type: 'boolean' } } },
  })
  @ApiOAuthErrors({ 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  link(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Param('identifier') identifier: string,
    @Param('client_id') clientId: string,
  ): Promise<{ linked: true; alreadyLinked?: true }> {
    return this.resources.link(auditCaller, user, identifier, clientId);
  }

  @Delete(':identifier/clients/:client_id')
  @IDENTIFIER
  @ApiOperation({ summary: 'Unlink a client (answers the same when it was not linked)', description: WHO })
  @ApiOkResponse({ schema: { type: 'object', properties: { unlinked: { type: 'boolean', enum: [true] } } } })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  unlink(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Param('identifier') identifier: string,
    @Param('client_id') clientId: string,
  ): Promise<{ unlinked: true }> {
    return this.resources.unlink(auditCaller, user, identifier, clientId);
  }
}

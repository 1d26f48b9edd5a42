import { Body, Controller, Get, HttpCode, Post, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, SchemaObject } from '@nestjs/swagger';
import { OAuthQueryRefusedFilter } from '../../../identity/session/authorization-continuation';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { Caller } from '../../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { ApiOAuthErrors, OAuthErrorFilter, OPEN_OBJECT } from '../oauth-error';
import { OAuthConsent } from '../storage/oauth-storage.types';
import { ConsentService } from './consent.service';
import { ConsentDto, ConsentIdDto, UpdateConsentDto } from './dto/consent.dto';
import { UserConsentsService } from './user-consents.service';

const REDIRECT: SchemaObject = {
  type: 'object',
  required: ['redirect', 'url'],
  properties: { redirect: { type: 'boolean', enum: [true] }, url: { type: 'string', format: 'uri' } },
};

@ApiTags('OpenID provider: consent')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@UseFilters(OAuthErrorFilter, OAuthQueryRefusedFilter)
@Controller('oauth2')
export class ConsentController {
  constructor(
    private readonly consent: ConsentService,
    private readonly userConsents: UserConsentsService,
  ) {}

  @Post('consent')
  @HttpCode(200)
  @ApiOperation({
    summary: "The consent page's answer: a code for the client, or `access_denied` to its redirect URI",
    description: 'A changed or expired `oauth_query` is refused `400 {"error":"invalid_signature"}`.',
  })
  @ApiOkResponse({ schema: REDIRECT })
  @ApiOAuthErrors({ 400: ['invalid_request', 'invalid_client', 'invalid_signature'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  async answer(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() active: ActiveSession,
    @Body() body: ConsentDto,
  ): Promise<{ redirect: true; url: string }> {
    return { redirect: true, url: await this.consent.answer(auditCaller, body, active) };
  }

  @Get('get-consents')
  @ApiOperation({ summary: 'Your remembered consents' })
  @ApiOkResponse({ schema: { type: 'array', items: OPEN_OBJECT } })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  list(@CurrentSession() { user }: ActiveSession): Promise<OAuthConsent[]> {
    return this.userConsents.list(user.id);
  }

  @Get('get-consent')
  @ApiOperation({ summary: 'One of your consents' })
  @ApiOkResponse({ schema: OPEN_OBJECT })
  @ApiOAuthErrors({ 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  get(@CurrentSession() { user }: ActiveSession, @Query() query: ConsentIdDto): Promise<OAuthConsent> {
    return this.userConsents.get(user.id, query.id);
  }

  @Post('update-consent')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the scopes of one of your consents' })
  @ApiOkResponse({ schema: OPEN_OBJECT })
  @ApiOAuthErrors({ 400: ['invalid_request'], 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: UpdateConsentDto,
  ): Promise<OAuthConsent> {
    return this.userConsents.update(auditCaller, user.id, body.id, body.update.scopes);
  }

  @Post('delete-consent')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke one of your consents: the client asks again next time' })
  @ApiOkResponse({ description: 'Empty' })
  @ApiOAuthErrors({ 404: ['not_found'] })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  delete(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() { user }: ActiveSession,
    @Body() body: ConsentIdDto,
  ): Promise<void> {
    return this.userConsents.delete(auditCaller, user.id, body.id);
  }
}

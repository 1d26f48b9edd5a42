import { Controller, Get, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentSession } from '../../../identity/session/current-session.decorator';
import { SessionGuard } from '../../../identity/session/session.guard';
import { ActiveSession } from '../../../identity/session/session.types';
import { BASE_ERRORS } from '../../../platform/common/errors/base.errors';
import { ApiErrors } from '../../../platform/common/http/api-errors.decorator';
import { OAuthErrorFilter } from '../oauth-error';
import { ClientIdDto } from './dto/client-id.dto';
import { OAuthClientGrantsResponse } from './dto/oauth-client-grants.response';
import { ClientGrants, OAuthClientGrantsService } from './oauth-client-grants.service';

@ApiTags('OpenID provider: clients')
@ApiCookieAuth()
@UseGuards(SessionGuard)
@UseFilters(OAuthErrorFilter)
@Controller('oauth2')
export class OAuthClientGrantsController {
  constructor(private readonly grants: OAuthClientGrantsService) {}

  @Get('client-grants')
  @ApiOperation({
    summary: 'Who consented to one of your clients, and how many of its tokens are live (not a package endpoint)',
    description:
      'Same callers and refusals as `get-client`: users whose admin role grants `oauthClient`, on the clients ' +
      'they registered; an unknown client is `404 not_found`.',
  })
  @ApiOkResponse({ type: OAuthClientGrantsResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  get(@CurrentSession() { user }: ActiveSession, @Query() query: ClientIdDto): Promise<ClientGrants> {
    return this.grants.get(user, query.client_id);
  }
}

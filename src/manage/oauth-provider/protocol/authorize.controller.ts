import { Controller, Get, Req, Res, UseFilters } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCallers } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { SessionResolver } from '../../../identity/session/session-resolver';
import { sendRedirect } from './authorization-response';
import { AuthorizeService } from './authorize.service';
import { ApiOAuthErrors, OAuthErrorFilter } from '../oauth-error';

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class AuthorizeController {
  constructor(
    private readonly authorization: AuthorizeService,
    private readonly sessions: SessionResolver,
    private readonly audit: AuditService,
    private readonly callers: AuditCallers,
  ) {}

  @Get('authorize')
  @ApiOperation({
    summary:
      'Authorization endpoint (code flow, PKCE S256): a code for the signed-in user, or the login or consent page',
  })
  @ApiFoundResponse({
    description: 'To the client with `code`, `state` and `iss`, or to the login, consent or error page',
  })
  @ApiOkResponse({
    description: '`{ redirect: true, url }` for a script (`Sec-Fetch-Mode: cors` or `Accept: application/json`)',
    schema: {
      type: 'object',
      required: ['redirect', 'url'],
      properties: { redirect: { type: 'boolean', enum: [true] }, url: { type: 'string', format: 'uri' } },
    },
  })
  @ApiOAuthErrors({ 400: ['invalid_request'] })
  async authorize(@Req() req: Request, @Res() res: Response): Promise<void> {
    const active = await this.sessions.peek(req, false);
    const outcome = await this.authorization.authorize(req.query, active);
    if (outcome.issuedTo) {
      await this.audit.record('oauth2.authorize', this.callers.of(req), AUDIT_SUCCESS, {
        actorId: outcome.issuedTo.userId,
        targetType: 'oauth-client',
        targetId: outcome.issuedTo.clientId,
      });
    }
    sendRedirect(req, res, outcome.url);
  }
}

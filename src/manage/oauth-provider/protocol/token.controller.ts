import { Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCallers } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { TakesOnlyForms } from '../../../platform/common/http/body-type.guard';
import { ApiOAuthErrors, OAuthErrorFilter } from '../oauth-error';
import { TokenGrants } from './token-grants.service';

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class TokenController {
  constructor(
    private readonly grants: TokenGrants,
    private readonly audit: AuditService,
    private readonly callers: AuditCallers,
  ) {}

  @Post('token')
  @HttpCode(200)
  @TakesOnlyForms()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'Token endpoint: authorization_code (PKCE), refresh_token (rotated), client_credentials' })
  @ApiOkResponse({
    description: 'The tokens granted; `refresh_token` with offline_access, `id_token` with openid',
    schema: {
      type: 'object',
      required: ['access_token', 'token_type', 'expires_in', 'expires_at', 'scope'],
      properties: {
        access_token: { type: 'string' },
        token_type: { type: 'string', enum: ['Bearer'] },
        expires_in: { type: 'integer' },
        expires_at: { type: 'integer' },
        scope: { type: 'string' },
        refresh_token: { type: 'string' },
        id_token: { type: 'string' },
      },
    },
  })
  @ApiOAuthErrors({
    400: [
      'invalid_request',
      'invalid_grant',
      'invalid_client',
      'invalid_scope',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_user',
    ],
    401: ['invalid_client', 'invalid_request'],
  })
  async token(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { tokens, grant, clientId, userId } = await this.grants.grant(req);
    await this.audit.record('oauth2.token', this.callers.of(req), AUDIT_SUCCESS, {
      actorId: userId,
      targetType: 'oauth-client',
      targetId: clientId,
      metadata: { grant },
    });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Pragma', 'no-cache');
    res.status(200).json(tokens);
  }
}

import { Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuditCallers } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../../platform/audit/audit.types';
import { TakesOnlyForms } from '../../../platform/common/http/body-type.guard';
import { ApiOAuthErrors, OAuthErrorFilter, OPEN_OBJECT } from '../oauth-error';
import { TokenIntrospection } from './token-introspection.service';
import { TokenRevocation } from './token-revocation.service';

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class TokenLifecycleController {
  constructor(
    private readonly introspection: TokenIntrospection,
    private readonly revocation: TokenRevocation,
    private readonly audit: AuditService,
    private readonly callers: AuditCallers,
  ) {}

  @Post('introspect')
  @HttpCode(200)
  @TakesOnlyForms()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: "Token introspection (RFC 7662): the calling client's own access and refresh tokens" })
  @ApiOkResponse({
    description:
      '`{ active: true, client_id, scope, sub?, sid?, exp, iat, iss, token_type }`, or `{ active: false }` for ' +
      "an unknown, expired, revoked or another client's token",
    schema: OPEN_OBJECT,
  })
  @ApiOAuthErrors({ 400: ['invalid_request', 'invalid_client'], 401: ['invalid_client'] })
  async introspect(@Req() req: Request, @Res() res: Response): Promise<void> {
    const answer = await this.introspection.introspect(req);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json(answer);
  }

  @Post('revoke')
  @HttpCode(200)
  @TakesOnlyForms()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({
    summary: 'Token revocation (RFC 7009): a refresh token takes its access tokens along; unknown tokens answer 200',
  })
  @ApiOkResponse({ description: 'Empty: the token no longer works, or never did, or is not the caller’s' })
  @ApiOAuthErrors({ 400: ['invalid_request', 'invalid_client'], 401: ['invalid_client'] })
  async revoke(@Req() req: Request, @Res() res: Response): Promise<void> {
    const outcome = await this.revocation.revoke(req);
    if (outcome.revoked) {
      await this.audit.record('oauth2.revoke', this.callers.of(req), AUDIT_SUCCESS, {
        actorId: outcome.userId,
        targetType: 'oauth-client',
        targetId: outcome.clientId,
        metadata: { tokenType: outcome.revoked },
      });
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).end();
  }
}

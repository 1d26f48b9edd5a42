import { Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { TakesOnlyForms } from '../../../platform/common/http/body-type.guard';
import { OAuthErrorFilter } from './oauth-error';
import { TokenGrants } from './token-grants.service';

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class TokenController {
  constructor(private readonly grants: TokenGrants) {}

  @Post('token')
  @HttpCode(200)
  @TakesOnlyForms()
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'Token endpoint: authorization_code (PKCE), refresh_token (rotated), client_credentials' })
  @ApiOkResponse({
    description: 'access_token, token_type, expires_in, scope, and refresh_token / id_token as granted',
  })
  async token(@Req() req: Request, @Res() res: Response): Promise<void> {
    const tokens = await this.grants.grant(req);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Pragma', 'no-cache');
    res.status(200).json(tokens);
  }
}

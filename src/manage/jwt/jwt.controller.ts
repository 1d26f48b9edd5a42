import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { CurrentSession } from '../../identity/session/current-session.decorator';
import { SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { JwksResponse, TokenResponse } from './dto/jwt.response';
import { JwksService } from './jwks.service';
import { JwtIssuer } from './jwt-issuer.service';
import { JWT_ERRORS } from './jwt.errors';

@ApiTags('JWT')
@Controller()
export class JwtController {
  constructor(
    private readonly issuer: JwtIssuer,
    private readonly jwks: JwksService,
  ) {}

  @Get('token')
  @UseGuards(SessionGuard)
  @ApiCookieAuth()
  @ApiSecurity('api-key')
  @ApiOperation({ summary: 'A signed JWT for the current session (cookie, bearer token or API key)' })
  @ApiOkResponse({ type: TokenResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, JWT_ERRORS.FAILED_TO_DECRYPT_PRIVATE_KEY)
  async token(@CurrentSession() active: ActiveSession): Promise<TokenResponse> {
    return { token: await this.issuer.issue(active) };
  }

  @Get('jwks')
  @ApiOperation({
    summary: 'The public keys that verify the tokens: the signing key and older ones while their tokens live',
  })
  @ApiOkResponse({ type: JwksResponse })
  async jwksKeys(): Promise<JwksResponse> {
    return this.jwks.publicKeySet();
  }
}

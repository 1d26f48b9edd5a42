import { Controller, Get, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, SchemaObject } from '@nestjs/swagger';
import type { Request } from 'express';
import { TakesForms } from '../../../platform/common/http/body-type.guard';
import { ApiOAuthErrors, OAuthErrorFilter } from '../oauth-error';
import { UserInfoService } from './userinfo.service';

const CLAIMS: SchemaObject = {
  type: 'object',
  required: ['sub'],
  properties: {
    sub: { type: 'string' },
    name: { type: 'string' },
    picture: { type: 'string' },
    given_name: { type: 'string' },
    family_name: { type: 'string' },
    email: { type: 'string' },
    email_verified: { type: 'boolean' },
  },
};
const USERINFO_ERRORS = { 400: ['invalid_request', 'invalid_scope'], 401: ['invalid_request', 'invalid_token'] };

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class UserInfoController {
  constructor(private readonly userInfo: UserInfoService) {}

  @Get('userinfo')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The user’s claims by the access token’s scopes (openid required)' })
  @ApiOkResponse({
    description: '`sub`, and name, picture, given and family name (profile), email (email)',
    schema: CLAIMS,
  })
  @ApiOAuthErrors(USERINFO_ERRORS)
  get(@Req() req: Request): Promise<Record<string, unknown>> {
    return this.userInfo.claimsFor(req);
  }

  @Post('userinfo')
  @HttpCode(200)
  @TakesForms()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The user’s claims, the token in the Authorization header or the form’s access_token' })
  @ApiOkResponse({ description: 'As GET', schema: CLAIMS })
  @ApiOAuthErrors(USERINFO_ERRORS)
  post(@Req() req: Request): Promise<Record<string, unknown>> {
    return this.userInfo.claimsFor(req);
  }
}

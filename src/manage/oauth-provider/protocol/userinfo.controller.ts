import { Controller, Get, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { TakesForms } from '../../../platform/common/http/body-type.guard';
import { OAuthErrorFilter } from './oauth-error';
import { UserInfoService } from './userinfo.service';

@ApiTags('OpenID provider')
@Controller('oauth2')
@UseFilters(OAuthErrorFilter)
export class UserInfoController {
  constructor(private readonly userInfo: UserInfoService) {}

  @Get('userinfo')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The user’s claims by the access token’s scopes (openid required)' })
  @ApiOkResponse({ description: '`sub`, and name, picture, given and family name (profile), email (email)' })
  get(@Req() req: Request): Promise<Record<string, unknown>> {
    return this.userInfo.claimsFor(req);
  }

  @Post('userinfo')
  @HttpCode(200)
  @TakesForms()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The user’s claims, the token in the Authorization header or the form’s access_token' })
  @ApiOkResponse({ description: 'As GET' })
  post(@Req() req: Request): Promise<Record<string, unknown>> {
    return this.userInfo.claimsFor(req);
  }
}

import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { DetectServerCallGuard, IsServerCall } from '../../platform/runtime/http/server-call';
import { StatusResponse } from '../../platform/common/http/status.response';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { OptionalSessionGuard, SensitiveSession, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { AccountLinkingService } from './account-linking.service';
import { AccountInfoQuery, ProviderTokenDto, UnlinkAccountDto } from './dto/provider-account.dto';
import { LinkSocialDto } from './dto/sign-in-social.dto';
import {
  AccessTokenResponse,
  AccountInfoResponse,
  LinkSocialResponse,
  RefreshTokenResponse,
} from './dto/social.responses';
import { AccountInfo, ProviderTokensService } from './provider-tokens.service';
import { ID_TOKEN_ERRORS } from './social-sign-in.controller';
import { SOCIAL_ERRORS } from './social.errors';
import { StateCookie } from './state-cookie';

@ApiTags('Linked accounts')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller()
export class LinkedAccountsController {
  constructor(
    private readonly linking: AccountLinkingService,
    private readonly tokens: ProviderTokensService,
    private readonly stateCookie: StateCookie,
  ) {}

  @Post('link-social')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: 'Link a provider account to yours: the URL to send the browser to, or at once with an ID token',
    description: 'The provider must vouch for the same, verified e-mail address.',
  })
  @ApiOkResponse({ type: LinkSocialResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    SOCIAL_ERRORS.PROVIDER_NOT_FOUND,
    ...ID_TOKEN_ERRORS,
    SOCIAL_ERRORS.SOCIAL_ACCOUNT_ALREADY_LINKED,
    SOCIAL_ERRORS.ACCOUNT_NOT_LINKED__LINKING_NOT_ALLOWED,
    SOCIAL_ERRORS.ACCOUNT_NOT_LINKED__DIFFERENT_EMAILS_NOT_ALLOWED,
    SOCIAL_ERRORS.ACCOUNT_NOT_LINKED__UNABLE_TO_CREATE_ACCOUNT,
    BASE_ERRORS.INVALID_CALLBACKURL,
  )
  async linkSocial(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: LinkSocialDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LinkSocialResponse> {
    if (body.idToken) {
      await this.linking.linkWithIdToken(auditCaller, current, body.provider, body.idToken);
      return { url: '', status: true, redirect: false };
    }
    const { url, state } = await this.linking.beginLink(current, { providerId: body.provider, ...body });
    this.stateCookie.write(res, state);
    if (!body.disableRedirect) res.setHeader('Location', url);
    return { url, redirect: !body.disableRedirect };
  }

  @Post('unlink-account')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({ summary: 'Remove one of your linked accounts; never the last one' })
  @ApiOkResponse({ type: StatusResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    SOCIAL_ERRORS.YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT,
    SOCIAL_ERRORS.ACCOUNT_NOT_FOUND,
  )
  async unlinkAccount(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() current: ActiveSession,
    @Body() body: UnlinkAccountDto,
  ): Promise<StatusResponse> {
    await this.linking.unlink(auditCaller, current, body);
    return { status: true };
  }

  @Post('get-access-token')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiOperation({
    summary:
      "A valid access token for one of your provider accounts, refreshed first when it has expired (server-side: any user's, with x-service-key)",
  })
  @ApiOkResponse({ type: AccessTokenResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    SOCIAL_ERRORS.PROVIDER_IS_NOT_SUPPORTED,
    SOCIAL_ERRORS.ACCOUNT_NOT_FOUND,
    SOCIAL_ERRORS.FAILED_TO_GET_A_VALID_ACCESS_TOKEN,
  )
  getAccessToken(
    @MaybeSession() current: ActiveSession | null,
    @IsServerCall() isServerCall: boolean,
    @Body() body: ProviderTokenDto,
  ): Promise<AccessTokenResponse> {
    return this.tokens.getAccessToken({ sessionUserId: current?.user.id ?? null, isServerCall }, body);
  }

  @Post('refresh-token')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiOperation({
    summary: 'New tokens from the provider with the stored refresh token (server-side: any user’s, with x-service-key)',
  })
  @ApiOkResponse({ type: RefreshTokenResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    BASE_ERRORS.VALIDATION_ERROR,
    SOCIAL_ERRORS.EITHER_USERID_OR_SESSION_IS_REQUIRED,
    SOCIAL_ERRORS.PROVIDER_IS_NOT_SUPPORTED,
    SOCIAL_ERRORS.ACCOUNT_NOT_FOUND,
    SOCIAL_ERRORS.REFRESH_TOKEN_NOT_FOUND,
    SOCIAL_ERRORS.FAILED_TO_REFRESH_ACCESS_TOKEN,
  )
  refreshToken(
    @MaybeSession() current: ActiveSession | null,
    @IsServerCall() isServerCall: boolean,
    @Body() body: ProviderTokenDto,
  ): Promise<RefreshTokenResponse> {
    return this.tokens.refreshToken({ sessionUserId: current?.user.id ?? null, isServerCall }, body);
  }

  @Get('account-info')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'What the provider says about you, for one of your linked accounts' })
  @ApiOkResponse({ type: AccountInfoResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    SOCIAL_ERRORS.ACCOUNT_NOT_FOUND,
    SOCIAL_ERRORS.ACCESS_TOKEN_NOT_FOUND,
    SOCIAL_ERRORS.FAILED_TO_GET_A_VALID_ACCESS_TOKEN,
  )
  accountInfo(@CurrentSession() current: ActiveSession, @Query() query: AccountInfoQuery): Promise<AccountInfo> {
    return this.tokens.accountInfo(current.user.id, query.accountId);
  }
}

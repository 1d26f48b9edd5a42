import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { answeringLine } from '../../platform/runtime/compat/better-auth-line';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { DetectServerCallGuard, IsServerCall } from '../../platform/runtime/http/server-call';
import { SuccessResponse } from '../../platform/common/http/status.response';
import { AppConfig, BetterAuthLine } from '../../platform/config/app-config';
import { CurrentSession, MaybeSession } from '../../identity/session/current-session.decorator';
import { SESSION_ERRORS } from '../../identity/session/session.errors';
import { OptionalSessionGuard, SensitiveSession, SessionGuard } from '../../identity/session/session.guard';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { ApiKeyService } from './api-key.service';
import { API_KEY_ERRORS } from './api-key.errors';
import { DeleteApiKeyDto, GetApiKeyQuery } from './dto/api-key-id.dto';
import {
  ApiKeyPageResponse,
  ApiKeyResponse,
  CreatedApiKeyResponse,
  toApiKeyResponse,
  toCreatedApiKeyResponse,
} from './dto/api-key.response';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { ListApiKeysQuery, isSentBy17 } from './dto/list-api-keys.query';
import { UpdateApiKeyDto } from './dto/update-api-key.dto';

const SERVICE_KEY_HEADER = {
  name: 'x-service-key',
  required: false,
  description: 'One of SERVICE_KEYS: allows `userId` without a session, and the server-only properties',
};

@ApiTags('API keys')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('api-key')
export class ApiKeyController {
  constructor(
    private readonly apiKeys: ApiKeyService,
    private readonly config: AppConfig,
  ) {}

  @Post('create')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiSecurity('service-key')
  @ApiOperation({
    summary: 'Create a key for yourself (or, server-side, for `userId`); the full key is shown only here',
    description:
      'With `configId` naming an organization configuration (`organization` by default) and `organizationId`, ' +
      "the key belongs to the organization: the caller must be a member whose role grants `apiKey: ['create']` " +
      '(the owner does). Such a key acts for the organization as a service, never as a user.',
  })
  @ApiOkResponse({ type: CreatedApiKeyResponse })
  @ApiErrors(
    API_KEY_ERRORS.UNAUTHORIZED_SESSION,
    API_KEY_ERRORS.SERVER_ONLY_PROPERTY,
    API_KEY_ERRORS.METADATA_DISABLED,
    API_KEY_ERRORS.INVALID_METADATA_TYPE,
    API_KEY_ERRORS.REFILL_AMOUNT_AND_INTERVAL_REQUIRED,
    API_KEY_ERRORS.REFILL_INTERVAL_AND_AMOUNT_REQUIRED,
    API_KEY_ERRORS.KEY_DISABLED_EXPIRATION,
    API_KEY_ERRORS.EXPIRES_IN_IS_TOO_SMALL,
    API_KEY_ERRORS.EXPIRES_IN_IS_TOO_LARGE,
    API_KEY_ERRORS.INVALID_PREFIX_FORMAT,
    API_KEY_ERRORS.INVALID_PREFIX_LENGTH,
    API_KEY_ERRORS.INVALID_NAME_LENGTH,
    API_KEY_ERRORS.NAME_REQUIRED,
    API_KEY_ERRORS.INVALID_REMAINING,
    API_KEY_ERRORS.ORGANIZATION_ID_REQUIRED,
    API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION,
    API_KEY_ERRORS.INSUFFICIENT_API_KEY_PERMISSIONS,
    SESSION_ERRORS.NOT_ALLOWED_WHILE_IMPERSONATING,
    USER_ERRORS.USER_NOT_FOUND,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async create(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() session: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Body() body: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    const { apiKey, fullKey } = await this.apiKeys.create(auditCaller, { session, isServer }, body);
    return toCreatedApiKeyResponse(apiKey, fullKey, this.lineOf(body.configId));
  }

  @Get('get')
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: "One of your keys, or with its `configId` one of an organization's, without its secret",
    description: "An organization's key needs a role granting `apiKey: ['read']`.",
  })
  @ApiOkResponse({ type: ApiKeyResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    API_KEY_ERRORS.KEY_NOT_FOUND,
    API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION,
    API_KEY_ERRORS.INSUFFICIENT_API_KEY_PERMISSIONS,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async get(@CurrentSession() session: ActiveSession, @Query() query: GetApiKeyQuery): Promise<ApiKeyResponse> {
    return toApiKeyResponse(
      await this.apiKeys.get(session.user, query.id, query.configId),
      this.lineOf(query.configId),
    );
  }

  @Post('update')
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard, DetectServerCallGuard)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiSecurity('service-key')
  @ApiOperation({
    summary: 'Change one of your keys (or, server-side, a key of `userId`)',
    description:
      "With its `configId`, an organization's key: the caller (or, server-side, `userId`) needs a role " +
      "granting `apiKey: ['update']`.",
  })
  @ApiOkResponse({ type: ApiKeyResponse })
  @ApiErrors(
    API_KEY_ERRORS.UNAUTHORIZED_SESSION,
    API_KEY_ERRORS.SERVER_ONLY_PROPERTY,
    API_KEY_ERRORS.KEY_NOT_FOUND,
    API_KEY_ERRORS.INVALID_NAME_LENGTH,
    API_KEY_ERRORS.KEY_DISABLED_EXPIRATION,
    API_KEY_ERRORS.EXPIRES_IN_IS_TOO_SMALL,
    API_KEY_ERRORS.EXPIRES_IN_IS_TOO_LARGE,
    API_KEY_ERRORS.METADATA_DISABLED,
    API_KEY_ERRORS.INVALID_METADATA_TYPE,
    API_KEY_ERRORS.INVALID_REMAINING,
    API_KEY_ERRORS.REFILL_AMOUNT_AND_INTERVAL_REQUIRED,
    API_KEY_ERRORS.REFILL_INTERVAL_AND_AMOUNT_REQUIRED,
    API_KEY_ERRORS.NO_VALUES_TO_UPDATE,
    API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION,
    API_KEY_ERRORS.INSUFFICIENT_API_KEY_PERMISSIONS,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async update(
    @Caller() auditCaller: AuditCaller,
    @MaybeSession() session: ActiveSession | null,
    @IsServerCall() isServer: boolean,
    @Body() body: UpdateApiKeyDto,
  ): Promise<ApiKeyResponse> {
    return toApiKeyResponse(
      await this.apiKeys.update(auditCaller, { session, isServer }, body),
      this.lineOf(body.configId),
    );
  }

  @Post('delete')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @SensitiveSession()
  @ApiOperation({
    summary: 'Delete one of your keys',
    description: "With its `configId`, an organization's key, for a role granting `apiKey: ['delete']`.",
  })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    API_KEY_ERRORS.USER_BANNED,
    API_KEY_ERRORS.KEY_NOT_FOUND,
    API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION,
    API_KEY_ERRORS.INSUFFICIENT_API_KEY_PERMISSIONS,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async delete(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() session: ActiveSession,
    @Body() body: DeleteApiKeyDto,
  ): Promise<SuccessResponse> {
    await this.apiKeys.delete(auditCaller, session.user, body.keyId, body.configId);
    return { success: true };
  }

  @Get('list')
  @UseGuards(SessionGuard)
  @ApiOperation({
    summary: "Your keys, or with `organizationId` the organization's, without their secrets",
    description:
      'Answered as Better Auth 1.7, `{ apiKeys, total, limit, offset }`, when any parameter is given or ' +
      'BETTER_AUTH_COMPAT is 1.7; as 1.4, a bare array of at most 100 keys, otherwise. ' +
      "An organization's keys are listed to members whose role grants `apiKey: ['read']`.",
  })
  @ApiOkResponse({ type: ApiKeyPageResponse })
  @ApiErrors(
    BASE_ERRORS.UNAUTHORIZED,
    API_KEY_ERRORS.USER_NOT_MEMBER_OF_ORGANIZATION,
    API_KEY_ERRORS.INSUFFICIENT_API_KEY_PERMISSIONS,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async list(
    @CurrentSession() session: ActiveSession,
    @Query() query: ListApiKeysQuery,
  ): Promise<ApiKeyPageResponse | ApiKeyResponse[]> {
    const line = answeringLine(this.config.betterAuthCompat, isSentBy17(query));
    const { apiKeys, total } = await this.apiKeys.page(session.user, query);
    const shown = apiKeys.map((apiKey) => toApiKeyResponse(apiKey, line));
    return line === '1.4' ? shown : { apiKeys: shown, total, limit: query.limit, offset: query.offset };
  }

  /** A `configId` is a parameter only Better Auth 1.7's client sends. */
  private lineOf(configId: string | undefined): BetterAuthLine {
    return answeringLine(this.config.betterAuthCompat, configId !== undefined);
  }
}

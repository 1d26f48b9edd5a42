import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { CurrentSession } from '../../identity/session/current-session.decorator';
import { ActiveSession } from '../../identity/session/session.types';
import { USER_ERRORS } from '../../identity/user/user.errors';
import { AdminApiKeyService } from './admin-api-key.service';
import { API_KEY_ERRORS } from '../api-key/api-key.errors';
import {
  ApiKeyResponse,
  CreatedApiKeyResponse,
  toApiKeyResponse,
  toCreatedApiKeyResponse,
} from '../api-key/dto/api-key.response';
import { CreateApiKeyDto } from '../api-key/dto/create-api-key.dto';
import { ListUserApiKeysQuery } from './dto/list-user-api-keys.query';
import { UpdateApiKeyDto } from '../api-key/dto/update-api-key.dto';

/** What a trusted backend may do with keys, offered to administrators signed in to the dashboard. */
@ApiTags('Admin: API keys')
@ApiCookieAuth()
@Controller('admin')
export class AdminApiKeyController {
  constructor(private readonly adminKeys: AdminApiKeyService) {}

  @Post('create-api-key')
  @HttpCode(200)
  @AdminPermission({ user: ['update'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS)
  @ApiOperation({
    summary:
      'Create a key for `userId` (default: yourself) with any property, server-only ones included; the full key is shown only here',
  })
  @ApiOkResponse({ type: CreatedApiKeyResponse })
  @ApiErrors(
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
    API_KEY_ERRORS.METADATA_DISABLED,
    API_KEY_ERRORS.INVALID_METADATA_TYPE,
    USER_ERRORS.USER_NOT_FOUND,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async create(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    const { apiKey, fullKey } = await this.adminKeys.create(auditCaller, caller.user, body);
    return toCreatedApiKeyResponse(apiKey, fullKey);
  }

  @Post('update-api-key')
  @HttpCode(200)
  @AdminPermission({ user: ['update'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS)
  @ApiOperation({ summary: 'Change a key of `userId` (default: yourself), server-only properties included' })
  @ApiOkResponse({ type: ApiKeyResponse })
  @ApiErrors(
    API_KEY_ERRORS.KEY_NOT_FOUND,
    API_KEY_ERRORS.INVALID_NAME_LENGTH,
    API_KEY_ERRORS.KEY_DISABLED_EXPIRATION,
    API_KEY_ERRORS.EXPIRES_IN_IS_TOO_SMALL,
    API_KEY_ERRORS.EXPIRES_IN_IS_TOO_LARGE,
    API_KEY_ERRORS.INVALID_REMAINING,
    API_KEY_ERRORS.REFILL_AMOUNT_AND_INTERVAL_REQUIRED,
    API_KEY_ERRORS.REFILL_INTERVAL_AND_AMOUNT_REQUIRED,
    API_KEY_ERRORS.METADATA_DISABLED,
    API_KEY_ERRORS.INVALID_METADATA_TYPE,
    API_KEY_ERRORS.NO_VALUES_TO_UPDATE,
    BASE_ERRORS.VALIDATION_ERROR,
  )
  async update(
    @Caller() auditCaller: AuditCaller,
    @CurrentSession() caller: ActiveSession,
    @Body() body: UpdateApiKeyDto,
  ): Promise<ApiKeyResponse> {
    return toApiKeyResponse(await this.adminKeys.update(auditCaller, caller.user, body));
  }

  @Get('list-user-api-keys')
  @AdminPermission({ user: ['get'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_GET_USER)
  @ApiOperation({ summary: "A user's keys, without their secrets" })
  @ApiOkResponse({ type: ApiKeyResponse, isArray: true })
  @ApiErrors(USER_ERRORS.USER_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async listUserKeys(@Query() query: ListUserApiKeysQuery): Promise<ApiKeyResponse[]> {
    return (await this.adminKeys.listFor(query.userId)).map((apiKey) => toApiKeyResponse(apiKey));
  }
}

import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { answeringLine } from '../../platform/runtime/compat/better-auth-line';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { ServiceKeyGuard } from '../../platform/runtime/http/service-key.guard';
import { AppConfig } from '../../platform/config/app-config';
import { ApiKeyRequestLog } from './api-key-request-log';
import { ApiKeySweeper } from './api-key-sweeper';
import { SweepResponse, VerifyApiKeyResponse, toApiKeyResponse } from './dto/api-key.response';
import { VerifyApiKeyDto } from './dto/verify-api-key.dto';
import { ApiKeyVerifier } from './api-key-verifier';

const SERVICE_KEY_HEADER = { name: 'x-service-key', required: true, description: 'Server-only: one of SERVICE_KEYS' };

/** The calls only trusted backends make, with a service key. */
@ApiTags('API keys')
@ApiSecurity('service-key')
@Controller('api-key')
@UseGuards(ServiceKeyGuard)
export class ApiKeyServerController {
  constructor(
    private readonly verifier: ApiKeyVerifier,
    private readonly sweeper: ApiKeySweeper,
    private readonly config: AppConfig,
    private readonly requestLog: ApiKeyRequestLog,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiOperation({
    summary: 'Check a key a caller presented, and count the use',
    description:
      'Answers 200 either way: `valid: false` carries the reason (INVALID_API_KEY, KEY_DISABLED, KEY_EXPIRED, ' +
      'USER_BANNED, USAGE_EXCEEDED, RATE_LIMITED with `details.tryAgainIn` in ms, or KEY_NOT_FOUND when the ' +
      "asked permissions are missing). An organization's key answers the organization as `referenceId`; " +
      'one whose organization is gone answers INVALID_REFERENCE_ID_FROM_API_KEY.',
  })
  @ApiOkResponse({ type: VerifyApiKeyResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED, BASE_ERRORS.VALIDATION_ERROR)
  async verify(@Body() body: VerifyApiKeyDto, @Req() req: object): Promise<VerifyApiKeyResponse> {
    const result = await this.verifier.check(body.key, { permissions: body.permissions, configId: body.configId });
    if (result.key) this.requestLog.note(req, result.key);
    // `configId` is a parameter only Better Auth 1.7's client sends.
    const line = answeringLine(this.config.betterAuthCompat, body.configId !== undefined);
    return { ...result, key: result.key && toApiKeyResponse(result.key, line) };
  }

  @Post('delete-all-expired-api-keys')
  @HttpCode(200)
  @ApiHeader(SERVICE_KEY_HEADER)
  @ApiOperation({ summary: 'Delete every expired key now; `success: false` when the deletion failed' })
  @ApiOkResponse({ type: SweepResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  async deleteAllExpired(): Promise<SweepResponse> {
    const swept = await this.sweeper.sweep();
    return swept
      ? { success: true, error: null }
      : { success: false, error: { message: 'Failed to delete expired API keys' } };
  }
}

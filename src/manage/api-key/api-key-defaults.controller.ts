import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { AppConfig } from '../../platform/config/app-config';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { SessionGuard } from '../../identity/session/session.guard';
import { ApiKeyDefaultsResponse } from './dto/api-key-defaults.response';

/**
 * Not a Better Auth route: what a key created without limits gets, so a form can say it before the
 * key exists (Better Auth's default, 10 requests a day, surprises a caller that verifies on each request).
 */
@ApiTags('API keys')
@ApiCookieAuth()
@Controller()
export class ApiKeyDefaultsController {
  constructor(private readonly config: AppConfig) {}

  @Get('api-key-defaults')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'The rate limit a new key gets when its creator sets none' })
  @ApiOkResponse({ type: ApiKeyDefaultsResponse })
  @ApiErrors(BASE_ERRORS.UNAUTHORIZED)
  defaults(): ApiKeyDefaultsResponse {
    const { rateLimit } = this.config.apiKey;
    return {
      rateLimitEnabled: rateLimit.enabled,
      rateLimitTimeWindow: rateLimit.timeWindowMs,
      rateLimitMax: rateLimit.maxRequests,
    };
  }
}

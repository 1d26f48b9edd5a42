import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { HEALTH_ERRORS } from '../common/errors/health.errors';
import { ReadinessReport, ReadinessService } from './readiness.service';

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('live')
  @HttpCode(200)
  @ApiOperation({ summary: 'The process is up' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'The instance can take traffic: the database (and Redis, when used) answers, and it is not shutting down',
  })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up', redis: 'up' } } })
  @ApiErrors(HEALTH_ERRORS.DATABASE_UNAVAILABLE, HEALTH_ERRORS.REDIS_UNAVAILABLE, HEALTH_ERRORS.SHUTTING_DOWN)
  ready(): Promise<ReadinessReport> {
    return this.readiness.check();
  }
}

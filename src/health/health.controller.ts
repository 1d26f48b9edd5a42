import { Controller, Get, HttpCode } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthError } from '../common/errors/auth-error';
import { Database } from '../database/database';
import { HEALTH_ERRORS } from './health.errors';

@ApiTags('Operations')
@Controller('health')
export class HealthController {
  constructor(private readonly database: Database) {}

  @Get('live')
  @HttpCode(200)
  @ApiOperation({ summary: 'The process is up' })
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'The service can answer: the database responds' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  async ready(): Promise<{ status: string; database: string }> {
    try {
      await this.database.ping();
    } catch {
      throw new AuthError(HEALTH_ERRORS.DATABASE_UNAVAILABLE);
    }
    return { status: 'ok', database: 'up' };
  }
}

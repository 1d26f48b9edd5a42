import { Controller, Get } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { AdminStatsService } from './admin-stats.service';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AdminStatsResponse } from './dto/admin-stats.response';

@ApiTags('Admin: users')
@ApiCookieAuth()
@Controller('admin')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get('stats')
  @AdminPermission({ user: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_USERS)
  @ApiOperation({
    summary:
      "Counts for the dashboard overview: users, sign-ups per day, active sessions, and this instance's API-key and sign-in counters",
  })
  @ApiOkResponse({ type: AdminStatsResponse })
  overview(): Promise<AdminStatsResponse> {
    return this.stats.overview();
  }
}

import { Controller, Get, Query, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { toAuditCsv } from '../../platform/audit/audit-csv';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AuditService } from '../../platform/audit/audit.service';
import { AuditActionsResponse } from '../../platform/audit/dto/audit-action.response';
import { AuditEventsResponse, AuditUserNameResponse } from '../../platform/audit/dto/audit-event.response';
import { ListAuditEventsQuery } from '../../platform/audit/dto/list-audit-events.query';
import { AdminPermission } from '../../identity/access/admin-permission.guard';
import { AdminAuditService } from './admin-audit.service';

@ApiTags('Admin: audit')
@ApiCookieAuth()
@ApiSecurity('api-key')
@ApiExtraModels(AuditUserNameResponse)
@Controller('admin')
export class AdminAuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly adminAudit: AdminAuditService,
  ) {}

  @Get('audit-events')
  @AdminPermission({ audit: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS)
  @ApiOperation({
    summary:
      'Search the audit log (sign-ins, sign-ups, password and e-mail changes, admin, API-key and membership actions), newest first',
    description:
      'With `format=csv` or `format=json` the page comes as a file to download. The users the events name come ' +
      'with their names and e-mails (in `users`, or in the CSV beside the ids).',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: AuditEventsResponse })
  async list(
    @Query() query: ListAuditEventsQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEventsResponse | string> {
    const { users, ...page } = await this.adminAudit.list(query);
    if (query.format) res.attachment(`audit-events.${query.format}`);
    if (query.format !== 'csv') return { ...page, users: Object.fromEntries(users) };
    res.type('text/csv; charset=utf-8');
    return toAuditCsv(page.events, users);
  }

  @Get('list-audit-actions')
  @AdminPermission({ audit: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS)
  @ApiOperation({
    summary: 'Every action the audit log records, with a label and a group, as the action filter offers them',
  })
  @ApiOkResponse({ type: AuditActionsResponse })
  listActions(): AuditActionsResponse {
    return { actions: this.audit.actions() };
  }
}

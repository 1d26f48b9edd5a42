import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { Caller } from '../../platform/audit/caller.decorator';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { SuccessResponse } from '../../platform/common/http/status.response';
import { EmailDeliveriesResponse } from '../../platform/mail/dto/email-delivery.response';
import { ListEmailDeliveriesQuery } from '../../platform/mail/dto/list-email-deliveries.query';
import { ResendEmailDto } from '../../platform/mail/dto/resend-email.dto';
import { EmailOutboxService } from '../../platform/mail/email-outbox.service';
import { MAIL_ERRORS } from '../../platform/mail/mail.errors';
import { ADMIN_ERRORS } from '../../identity/access/admin.errors';
import { AdminPermission } from '../../identity/access/admin-permission.guard';

@ApiTags('Admin: e-mail')
@ApiCookieAuth()
@ApiSecurity('api-key')
@Controller('admin')
export class AdminEmailsController {
  constructor(private readonly outbox: EmailOutboxService) {}

  @Get('email-deliveries')
  @AdminPermission({ email: ['list'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_LIST_EMAIL_DELIVERIES)
  @ApiOperation({
    summary:
      'E-mails whose delivery failed at least once and that are not delivered yet, newest first, with the last error',
    description: 'Recipient, subject and attempts only: bodies carry one-time links and are never shown.',
  })
  @ApiOkResponse({ type: EmailDeliveriesResponse })
  @ApiErrors(BASE_ERRORS.VALIDATION_ERROR)
  list(@Query() query: ListEmailDeliveriesQuery): Promise<EmailDeliveriesResponse> {
    return this.outbox.listFailing(query);
  }

  @Post('resend-email')
  @HttpCode(200)
  @AdminPermission({ email: ['resend'] }, ADMIN_ERRORS.YOU_ARE_NOT_ALLOWED_TO_RESEND_EMAILS)
  @ApiOperation({
    summary: 'Try an undelivered e-mail again now, with all its attempts afresh',
    description: 'The e-mail keeps the link it was written with, which may have expired since.',
  })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(MAIL_ERRORS.EMAIL_DELIVERY_NOT_FOUND, BASE_ERRORS.VALIDATION_ERROR)
  async resend(@Caller() auditCaller: AuditCaller, @Body() body: ResendEmailDto): Promise<SuccessResponse> {
    await this.outbox.resend(auditCaller, body.id);
    return { success: true };
  }
}

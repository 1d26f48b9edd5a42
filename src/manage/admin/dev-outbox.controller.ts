import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthError } from '../../platform/common/errors/auth-error';
import { BASE_ERRORS } from '../../platform/common/errors/base.errors';
import { ApiErrors } from '../../platform/common/http/api-errors.decorator';
import { AppConfig } from '../../platform/config/app-config';
import { Mailer, SentMail } from '../../platform/mail/mailer';
import { OutboxMailer } from '../../platform/mail/outbox.mailer';
import { DevOutboxGuard } from './dev-outbox.guard';

/** The dev outbox: what the service would have e-mailed. Absent with SMTP_URL, and in production. */
@ApiTags('Development')
@Controller('api/dev')
export class DevOutboxController {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  @Get('outbox')
  @UseGuards(DevOutboxGuard)
  @ApiOperation({
    summary:
      'E-mails held by the dev outbox, newest first (without SMTP_URL outside production; for this machine and administrators only)',
  })
  @ApiErrors(BASE_ERRORS.NOT_FOUND)
  outbox(): { emails: SentMail[] } {
    if (!(this.mailer instanceof OutboxMailer) || this.config.isProduction) throw new AuthError(BASE_ERRORS.NOT_FOUND);
    return { emails: this.mailer.list() };
  }
}

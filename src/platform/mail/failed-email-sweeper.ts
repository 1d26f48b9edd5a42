import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { EmailOutboxService } from './email-outbox.service';
import { FAILED_EMAIL_SWEEP_INTERVAL_MS } from './mail.constants';

/** Deletes, every hour, the failed e-mails kept past MAIL_FAILED_RETENTION_DAYS. */
@Injectable()
export class FailedEmailSweeper {
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: EmailOutboxService) {}

  /** Never fails: a missed sweep is made up by the next one. */
  @Interval(FAILED_EMAIL_SWEEP_INTERVAL_MS)
  async sweep(): Promise<void> {
    try {
      const deleted = await this.outbox.deleteExpiredFailures();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} failed e-mails past their retention`);
    } catch (error) {
      this.logger.error(`Failed to delete old failed e-mails: ${(error as Error).message}`);
    }
  }
}

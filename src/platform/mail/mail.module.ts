import { Global, Module } from '@nestjs/common';
import { SequelizeModule } from '@nestjs/sequelize';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { EmailDeliveryService } from './email-delivery.service';
import { EmailDeliverySweeper } from './email-delivery-sweeper';
import { EmailOutboxModel } from './email-outbox.model';
import { EmailOutboxRepository } from './email-outbox.repository';
import { EmailOutboxService } from './email-outbox.service';
import { FailedEmailSweeper } from './failed-email-sweeper';
import { LogMailer } from './log.mailer';
import { MailMetrics } from './mail-metrics';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

function mailerFor(config: AppConfig, clock: Clock): Mailer {
  const { delivery, smtpUrl, from } = config.mail;
  if (delivery === 'smtp') return new SmtpMailer(smtpUrl!, from);
  return delivery === 'log' ? new LogMailer() : new OutboxMailer(from, clock);
}

/** The durable outbox every flow writes its e-mails to, and the worker that delivers them. */
@Global()
@Module({
  imports: [SequelizeModule.forFeature([EmailOutboxModel])],
  providers: [
    { provide: Mailer, inject: [AppConfig, Clock], useFactory: mailerFor },
    EmailOutboxRepository,
    EmailOutboxService,
    EmailDeliveryService,
    EmailDeliverySweeper,
    FailedEmailSweeper,
    MailMetrics,
  ],
  exports: [Mailer, EmailOutboxService],
})
export class MailModule {}

import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { Mailer } from './mailer';
import { OutboxController } from './outbox.controller';
import { OutboxMailer } from './outbox.mailer';
import { SmtpMailer } from './smtp.mailer';

@Global()
@Module({
  controllers: [OutboxController],
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig, Clock],
      useFactory: (config: AppConfig, clock: Clock): Mailer =>
        config.mail.smtpUrl ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(config.mail.from, clock),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}

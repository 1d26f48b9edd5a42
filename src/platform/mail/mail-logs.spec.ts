import { Logger, LoggerService } from '@nestjs/common';
import { SystemClock } from '../common/time/clock';
import { LogMailer } from './log.mailer';
import { MailMessage } from './mailer';
import { OutboxMailer } from './outbox.mailer';

const TOKEN = 'Zq8RkT2vW9xYb4N7mP1cL5dF';
const MESSAGE: MailMessage = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: `Choose a new password: http://localhost:3000/api/auth/reset-password/${TOKEN}`,
  html: `<a href="http://localhost:3000/api/auth/reset-password/${TOKEN}">Choose a new password</a>`,
};

/** Every line any logger writes while a test runs. */
class CapturedLogs implements LoggerService {
  readonly lines: string[] = [];
  log = (...parts: unknown[]) => this.lines.push(JSON.stringify(parts));
  error = this.log;
  warn = this.log;
  debug = this.log;
  verbose = this.log;
}

describe('what the mailers without SMTP write to the log', () => {
  let logs: CapturedLogs;

  beforeEach(() => {
    logs = new CapturedLogs();
    Logger.overrideLogger(logs);
  });

  afterEach(() => {
    Logger.overrideLogger(new Logger());
  });

  it('the dev outbox logs the recipient and subject, never the body with its link', async () => {
    const mailer = new OutboxMailer('auth@example.com', new SystemClock());

    await mailer.send(MESSAGE);

    expect(logs.lines).toHaveLength(1);
    expect(logs.lines[0]).toContain('ada@example.com');
    expect(logs.lines[0]).toContain('Reset your password');
    expect(logs.lines[0]).not.toContain(TOKEN);
    expect(mailer.list()[0]).toMatchObject({ ...MESSAGE, from: 'auth@example.com' });
  });

  it('SMTP_URL=log logs the recipient and subject, never the body with its link', async () => {
    await new LogMailer().send(MESSAGE);

    expect(logs.lines).toHaveLength(1);
    expect(logs.lines[0]).toContain('ada@example.com');
    expect(logs.lines[0]).toContain('Reset your password');
    expect(logs.lines[0]).not.toContain(TOKEN);
  });
});

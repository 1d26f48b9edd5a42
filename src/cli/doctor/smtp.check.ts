import { createTransport } from 'nodemailer';
import { AppConfig } from '../../platform/config/app-config';
import { CHECK_TIMEOUT_MS, CheckResult, probe } from './check-result';

/** Connects to SMTP_URL and logs in where it names a user, sending nothing. */
export function checkSmtp(config: AppConfig): Promise<CheckResult> {
  const url = config.mail.smtpUrl;
  // Production without SMTP_URL never gets here: the configuration refuses it.
  if (config.mail.delivery === 'log')
    return Promise.resolve({
      name: 'smtp',
      status: 'warn',
      detail: 'SMTP_URL=log: e-mails are logged (recipient and subject), never sent',
    });
  if (!url)
    return Promise.resolve({ name: 'smtp', status: 'warn', detail: 'not configured: e-mails go to the dev outbox' });
  return probe('smtp', async () => {
    const transport = createTransport({ url, connectionTimeout: CHECK_TIMEOUT_MS, greetingTimeout: CHECK_TIMEOUT_MS });
    try {
      await transport.verify();
      return { status: 'ok', detail: `${new URL(url).host} accepts connections` };
    } finally {
      transport.close();
    }
  });
}

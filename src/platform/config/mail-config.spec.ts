import { configProblems } from '../../../test/support/config-problems';
import { loadConfig } from './load-config';

const SECRET = 'a-long-random-secret-for-tests-0123456789';
const SMTP_REQUIRED =
  'required when NODE_ENV=production: an smtp:// or smtps:// URL, or log to only log e-mails (recipient and subject)';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  return configProblems({ env });
}

describe('failed e-mail retention', () => {
  it('keeps failed e-mails for 30 days by default', () => {
    expect(loadConfig({ env: {} }).mail.failedRetentionDays).toBe(30);
  });

  it('takes MAIL_FAILED_RETENTION_DAYS, 0 meaning for ever', () => {
    expect(loadConfig({ env: { MAIL_FAILED_RETENTION_DAYS: '7' } }).mail.failedRetentionDays).toBe(7);
    expect(loadConfig({ env: { MAIL_FAILED_RETENTION_DAYS: '0' } }).mail.failedRetentionDays).toBe(0);
  });

  it.each(['-1', '2.5', 'month', '36526'])('refuses MAIL_FAILED_RETENTION_DAYS=%s with one line naming it', (value) => {
    expect(problemsOf({ MAIL_FAILED_RETENTION_DAYS: value })).toEqual([
      'MAIL_FAILED_RETENTION_DAYS: must be a whole number of days from 0 to 36525 (0 keeps failed e-mails for ever)',
    ]);
  });
});

describe('loadConfig mail delivery', () => {
  it('only logs e-mails when SMTP_URL=log is chosen, in production too', () => {
    const config = loadConfig({ env: { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'log' } });

    expect(config.mail).toMatchObject({ delivery: 'log', smtpUrl: null });
  });

  it('sends over SMTP in production when SMTP_URL names a server', () => {
    const config = loadConfig({
      env: { NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: 'smtps://user:pass@mail.example.com:465' },
    });

    expect(config.mail).toMatchObject({ delivery: 'smtp', smtpUrl: 'smtps://user:pass@mail.example.com:465' });
  });

  it('refuses production with SMTP_URL set to the empty string, as if unset', () => {
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: SECRET, SMTP_URL: '' })).toEqual([
      `SMTP_URL: ${SMTP_REQUIRED}`,
    ]);
  });

  it.each([0, -1, 2.5])('refuses %j attempts per e-mail', (maxAttempts) => {
    expect(() => loadConfig({ env: {}, overrides: { mail: { maxAttempts } } })).toThrow(
      'mail.maxAttempts: must be a whole number of at least 1',
    );
  });
});

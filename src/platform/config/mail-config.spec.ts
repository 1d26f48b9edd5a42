import { ConfigError, loadConfig } from './load-config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
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

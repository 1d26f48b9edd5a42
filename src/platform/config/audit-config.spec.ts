import { configProblems } from '../../../test/support/config-problems';
import { loadConfig } from './load-config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  return configProblems({ env });
}

describe('audit configuration', () => {
  it('keeps audit events for 90 days by default', () => {
    expect(loadConfig({ env: {} }).audit).toEqual({ retentionDays: 90 });
  });

  it('takes AUDIT_RETENTION_DAYS, 0 meaning for ever', () => {
    expect(loadConfig({ env: { AUDIT_RETENTION_DAYS: '365' } }).audit.retentionDays).toBe(365);
    expect(loadConfig({ env: { AUDIT_RETENTION_DAYS: '0' } }).audit.retentionDays).toBe(0);
  });

  it.each(['-1', '1.5', 'ninety', '36526'])('refuses AUDIT_RETENTION_DAYS=%s with one line naming it', (value) => {
    expect(problemsOf({ AUDIT_RETENTION_DAYS: value })).toEqual([
      'AUDIT_RETENTION_DAYS: must be a whole number of days from 0 to 36525 (0 keeps events for ever)',
    ]);
  });
});

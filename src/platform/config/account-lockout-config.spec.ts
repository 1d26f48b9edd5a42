import { configProblems } from '../../../test/support/config-problems';
import { RawAccountLockout } from './account-lockout-config';
import { loadConfig } from './load-config';

function problemsOf(env: NodeJS.ProcessEnv, accountLockout: Partial<RawAccountLockout> = {}): string[] {
  return configProblems({ env, overrides: { rateLimit: { accountLockout } } });
}

describe('account lockout configuration', () => {
  it('is on by default: 10 failures, a lock of 1 minute growing to 15 minutes, failures forgotten after 12 hours', () => {
    expect(loadConfig({ env: {} }).rateLimit.accountLockout).toEqual({
      enabled: true,
      maxFailures: 10,
      failureResetSeconds: 43_200,
      lockSeconds: 60,
      maxLockSeconds: 900,
    });
  });

  it('is on whatever NODE_ENV and whether or not the rate limit is on', () => {
    expect(
      loadConfig({ env: { NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'false' } }).rateLimit.accountLockout.enabled,
    ).toBe(true);
  });

  it('takes durations as time strings or seconds', () => {
    const config = loadConfig({
      env: {},
      overrides: { rateLimit: { accountLockout: { failureReset: 3600, lockDuration: '30s', maxLockDuration: '2h' } } },
    });

    expect(config.rateLimit.accountLockout).toMatchObject({
      failureResetSeconds: 3600,
      lockSeconds: 30,
      maxLockSeconds: 7200,
    });
  });

  it('is switched off by ACCOUNT_LOCKOUT_ENABLED=false', () => {
    expect(loadConfig({ env: { ACCOUNT_LOCKOUT_ENABLED: 'false' } }).rateLimit.accountLockout.enabled).toBe(false);
    expect(problemsOf({ ACCOUNT_LOCKOUT_ENABLED: 'maybe' })).toEqual([
      'ACCOUNT_LOCKOUT_ENABLED: must be true or false',
    ]);
  });

  it.each<[Partial<RawAccountLockout>, string]>([
    [{ maxFailures: 0 }, 'accountLockout.maxFailures must be a whole number from 1 to 1000'],
    [{ maxFailures: 2.5 }, 'accountLockout.maxFailures must be a whole number from 1 to 1000'],
    [
      { failureReset: 'soon' },
      'accountLockout.failureReset must be a duration from 1s to 366d, as "15m" or a number of seconds',
    ],
    [
      { lockDuration: 0 },
      'accountLockout.lockDuration must be a duration from 1s to 366d, as "15m" or a number of seconds',
    ],
    [
      { maxLockDuration: '400d' },
      'accountLockout.maxLockDuration must be a duration from 1s to 366d, as "15m" or a number of seconds',
    ],
    [
      { lockDuration: '10m', maxLockDuration: '5m' },
      'accountLockout.maxLockDuration must not be shorter than accountLockout.lockDuration',
    ],
    [{ enabled: 'yes' as unknown as boolean }, 'accountLockout.enabled must be true or false'],
  ])('refuses %j with one line naming the setting', (accountLockout, line) => {
    expect(problemsOf({}, accountLockout)).toEqual([`rateLimit: ${line}`]);
  });
});

import { configProblems } from '../../../test/support/config-problems';
import { DeepPartial, RawConfig } from './config-sources';
import { loadConfig } from './load-config';

function problemsOf(env: NodeJS.ProcessEnv, overrides?: DeepPartial<RawConfig>): string[] {
  return configProblems({ env, overrides });
}

// Each of these becomes a date or an interval: past these bounds some database could not store it.
describe('durations and counts in the configuration', () => {
  it('takes durations up to a century', () => {
    const config = loadConfig({
      env: { SESSION_EXPIRES_IN: '100y' },
      overrides: { organization: { invitationExpiresIn: '36525d' } },
    });
    expect(config.session.expiresInSeconds).toBe(3_155_760_000);
    expect(config.organization.invitationExpiresInSeconds).toBe(3_155_760_000);
  });

  it.each([
    ['SESSION_EXPIRES_IN', { SESSION_EXPIRES_IN: '101y' }, {}],
    ['session.cookieCache.maxAge', {}, { session: { cookieCache: { maxAge: 1e12 } } }],
    [
      'emailAndPassword.resetPasswordTokenExpiresIn',
      {},
      { emailAndPassword: { resetPasswordTokenExpiresIn: '40000d' } },
    ],
    ['admin.defaultBanExpiresIn', {}, { admin: { defaultBanExpiresIn: '200y' } }],
    ['organization', {}, { organization: { invitationExpiresIn: '1000y' } }],
    ['apiKey', {}, { apiKey: { keyExpiration: { defaultExpiresIn: '101y' } } }],
  ])('refuses %s longer than a century with one line naming it', (name, env, overrides) => {
    expect(problemsOf(env, overrides as DeepPartial<RawConfig>)).toEqual([`${name}: must be at most 100 years`]);
  });

  it('refuses an API-key expiry bound past a century', () => {
    expect(problemsOf({}, { apiKey: { keyExpiration: { maxExpiresInDays: 36_526 } } })).toEqual([
      'apiKey: keyExpiration needs 0 < minExpiresInDays <= maxExpiresInDays <= 36525',
    ]);
  });

  it.each([
    ['timeWindowMs', { timeWindowMs: 2 ** 31 }],
    ['maxRequests', { maxRequests: 2 ** 31 }],
  ])('refuses an API-key rate-limit %s that a 32-bit column cannot hold', (_name, rateLimit) => {
    expect(problemsOf({}, { apiKey: { rateLimit } })).toEqual([
      'apiKey: rateLimit.timeWindowMs and rateLimit.maxRequests must be whole numbers from 1 to 2147483647',
    ]);
  });
});

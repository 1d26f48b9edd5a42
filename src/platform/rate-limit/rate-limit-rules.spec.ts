import { FALLBACK_ACCOUNT_LOCKOUT_CONFIG } from '../config/account-lockout-config';
import { RateLimitConfig } from '../config/app-config';
import { ruleFor } from './rate-limit-rules';

const CONFIG: RateLimitConfig = {
  enabled: true,
  windowSeconds: 10,
  max: 100,
  storage: 'memory',
  keyPrefix: 'rate-limit:',
  memoryMaxEntries: 100_000,
  customRules: {
    '/get-session': { windowSeconds: 60, max: 600 },
    '/sign-in/email': { windowSeconds: 60, max: 5 },
    '/ok': false,
  },
  accountLockout: FALLBACK_ACCOUNT_LOCKOUT_CONFIG,
};

describe('ruleFor', () => {
  it.each(['/sign-in/social', '/sign-up/email', '/change-password', '/change-email', '/passkey/verify-authentication'])(
    'gives %s 3 requests per 10 s',
    (path) => {
      expect(ruleFor(path, CONFIG)).toEqual({ windowSeconds: 10, max: 3 });
    },
  );

  it('gives every other path the general rule', () => {
    expect(ruleFor('/list-sessions', CONFIG)).toEqual({ windowSeconds: 10, max: 100 });
  });

  it('lets a configured rule for the exact path win, false meaning no limit', () => {
    expect(ruleFor('/get-session', CONFIG)).toEqual({ windowSeconds: 60, max: 600 });
    expect(ruleFor('/sign-in/email', CONFIG)).toEqual({ windowSeconds: 60, max: 5 });
    expect(ruleFor('/ok', CONFIG)).toBe(false);
    expect(ruleFor('/get-session/extra', CONFIG)).toEqual({ windowSeconds: 10, max: 100 });
  });
});

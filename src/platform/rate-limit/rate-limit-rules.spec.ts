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
    '/oauth2/introspect': { windowSeconds: 10, max: 1000 },
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

  it.each([
    ['/oauth2/token', 20],
    ['/oauth2/authorize', 30],
    ['/oauth2/revoke', 30],
    ['/oauth2/register', 5],
    ['/oauth2/userinfo', 60],
  ])("gives the OpenID provider's %s the package's %i requests per 60 s", (path, max) => {
    expect(ruleFor(path, CONFIG)).toEqual({ windowSeconds: 60, max });
  });

  it("lets a configured rule win over the provider's", () => {
    expect(ruleFor('/oauth2/introspect', CONFIG)).toEqual({ windowSeconds: 10, max: 1000 });
    expect(ruleFor('/oauth2/introspect', { ...CONFIG, customRules: {} })).toEqual({ windowSeconds: 60, max: 100 });
  });
});

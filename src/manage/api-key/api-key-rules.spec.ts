import { AuthError } from '../../platform/common/errors/auth-error';
import { loadConfig } from '../../platform/config/load-config';
import { ApiKeyRules } from './api-key-rules';

function rules(apiKey: Record<string, unknown> = {}): ApiKeyRules {
  return new ApiKeyRules(loadConfig({ env: {}, overrides: { apiKey } }).apiKey);
}

function codeOf(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return (error as AuthError).code;
  }
}

const NOW = new Date('2026-06-01T00:00:00.000Z');

describe('ApiKeyRules', () => {
  it('accepts prefixes of letters, digits, underscores and hyphens, 1 to 32 long', () => {
    expect(codeOf(() => rules().checkPrefix('proj_live-1'))).toBeNull();
    expect(codeOf(() => rules().checkPrefix('x'.repeat(32)))).toBeNull();
    expect(codeOf(() => rules().checkPrefix('has space'))).toBe('INVALID_PREFIX_FORMAT');
    expect(codeOf(() => rules().checkPrefix('dot.ted'))).toBe('INVALID_PREFIX_FORMAT');
    expect(codeOf(() => rules().checkPrefix('x'.repeat(33)))).toBe('INVALID_PREFIX_LENGTH');
    expect(codeOf(() => rules().checkPrefix(''))).toBe('INVALID_PREFIX_LENGTH');
  });

  it('asks for a name only when configured, and bounds any name given', () => {
    expect(codeOf(() => rules().checkNameOnCreate(undefined))).toBeNull();
    expect(codeOf(() => rules({ requireName: true }).checkNameOnCreate(undefined))).toBe('NAME_REQUIRED');
    expect(codeOf(() => rules({ requireName: true }).checkNameOnCreate(''))).toBe('NAME_REQUIRED');
    expect(codeOf(() => rules().checkNameOnCreate(''))).toBe('INVALID_NAME_LENGTH');
    expect(codeOf(() => rules().checkNameOnCreate('n'.repeat(33)))).toBe('INVALID_NAME_LENGTH');
    expect(codeOf(() => rules({ nameLength: { min: 1, max: 40 } }).checkName('n'.repeat(40)))).toBeNull();
  });

  it('keeps expiresIn between 1 and 365 days and dates the expiry from now', () => {
    expect(rules().expiresAtFor(86_400, NOW)).toEqual(new Date('2026-06-02T00:00:00.000Z'));
    expect(rules().expiresAtFor(365 * 86_400, NOW)).toEqual(new Date(NOW.getTime() + 365 * 86_400_000));
    expect(codeOf(() => rules().expiresAtFor(86_399, NOW))).toBe('EXPIRES_IN_IS_TOO_SMALL');
    expect(codeOf(() => rules().expiresAtFor(365 * 86_400 + 1, NOW))).toBe('EXPIRES_IN_IS_TOO_LARGE');
    expect(codeOf(() => rules({ keyExpiration: { disableCustomExpiresTime: true } }).expiresAtFor(86_400, NOW))).toBe(
      'KEY_DISABLED_EXPIRATION',
    );
  });

  it('takes metadata only when enabled, and only as an object', () => {
    expect(codeOf(() => rules().checkMetadata({ a: 1 }))).toBe('METADATA_DISABLED');
    expect(rules({ enableMetadata: true }).checkMetadata({ a: 1 })).toEqual({ a: 1 });
    for (const value of ['text', 3, [1], null]) {
      expect(codeOf(() => rules({ enableMetadata: true }).checkMetadata(value))).toBe('INVALID_METADATA_TYPE');
    }
  });

  it('wants refillAmount and refillInterval together', () => {
    expect(codeOf(() => rules().checkRefillPair(undefined, undefined))).toBeNull();
    expect(codeOf(() => rules().checkRefillPair(5, 1))).toBeNull();
    expect(codeOf(() => rules().checkRefillPair(5, undefined))).toBe('REFILL_AMOUNT_AND_INTERVAL_REQUIRED');
    expect(codeOf(() => rules().checkRefillPair(undefined, 1))).toBe('REFILL_INTERVAL_AND_AMOUNT_REQUIRED');
  });
});

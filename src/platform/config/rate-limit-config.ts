import { MAX_DURATION_SECONDS } from '../common/time/parse-duration';
import { MAX_INTEGER_COLUMN_VALUE } from '../common/validation/storable-integer';
import { RateLimitConfig, RateLimitRule } from './app-config';
import { FALLBACK_ACCOUNT_LOCKOUT_CONFIG, readAccountLockoutConfig } from './account-lockout-config';
import { RawConfig } from './config-sources';

export function readRateLimitConfig(
  raw: RawConfig['rateLimit'],
  isProduction: boolean,
  redisUrl: string | null,
): Omit<RateLimitConfig, 'memoryMaxEntries'> {
  const readRule = (name: string, rule: { window: number; max: number }): RateLimitRule => {
    // A window beyond any storable date, or a count beyond the database's integer column, fails at start, not per
    // request.
    const windowFits = Number.isInteger(rule.window) && rule.window >= 1 && rule.window <= MAX_DURATION_SECONDS;
    const maxFits = Number.isInteger(rule.max) && rule.max >= 1 && rule.max <= MAX_INTEGER_COLUMN_VALUE;
    if (!windowFits || !maxFits) {
      throw new Error(
        `${name} needs whole numbers window (1 to ${MAX_DURATION_SECONDS} seconds) and max (1 to ${MAX_INTEGER_COLUMN_VALUE})`,
      );
    }
    return { windowSeconds: rule.window, max: rule.max };
  };
  const storage = raw.storage ?? (redisUrl ? 'redis' : 'memory');
  if (storage !== 'memory' && storage !== 'redis' && storage !== 'database')
    throw new Error('storage must be memory, redis or database');
  if (storage === 'redis' && !redisUrl) throw new Error('storage redis needs REDIS_URL');
  const customRules: Record<string, RateLimitRule | false> = {};
  for (const [path, rule] of Object.entries(raw.customRules)) {
    if (!path.startsWith('/'))
      throw new Error(`customRules: "${path}" must be a path below the base path, starting with /`);
    customRules[path] = rule === false ? false : readRule(`customRules "${path}"`, rule);
  }
  const general = readRule('the general rule', { window: raw.window, max: raw.max });
  const accountLockout = readAccountLockoutConfig(raw.accountLockout);
  return {
    enabled: raw.enabled ?? isProduction,
    ...general,
    storage,
    keyPrefix: raw.keyPrefix,
    customRules,
    accountLockout,
  };
}

export const FALLBACK_RATE_LIMIT_CONFIG: Omit<RateLimitConfig, 'memoryMaxEntries'> = {
  enabled: false,
  windowSeconds: 10,
  max: 100,
  storage: 'memory',
  keyPrefix: 'rate-limit:',
  customRules: {},
  accountLockout: FALLBACK_ACCOUNT_LOCKOUT_CONFIG,
};

/**
 * A counter takes about 280 bytes and lru-cache sets aside some 45 more for each allowed one: ten million
 * is over 3 GB, and a number far beyond it would fail at start with no line naming it.
 */
const MAX_MEMORY_RATE_LIMIT_ENTRIES = 10_000_000;

export function readMemoryMaxEntries(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_MEMORY_RATE_LIMIT_ENTRIES)
    throw new Error(`must be a whole number of counters from 1 to ${MAX_MEMORY_RATE_LIMIT_ENTRIES}`);
  return value;
}

export function readIpv6Subnet(value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > 128)
    throw new Error('must be a whole number of bits from 1 to 128');
  return value;
}

import { MAX_DURATION_SECONDS, toSeconds } from '../common/time/parse-duration';
import { MAX_INTEGER_COLUMN_VALUE } from '../common/validation/storable-integer';
import { ApiKeyConfig, ApiKeyConfiguration, ApiKeyReferences, ApiKeyRuleSettings } from './app-config';
import { RawApiKeyConfiguration, RawConfig } from './config-sources';

const MAX_DURATION_DAYS = MAX_DURATION_SECONDS / 86_400;
/** The configuration keys made without a `configId` belong to, as Better Auth 1.7 names it. */
const DEFAULT_CONFIG_ID = 'default';
const REFERENCES: readonly ApiKeyReferences[] = ['user', 'organization'];
const CONFIG_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PREFIX_PATTERN = /^[A-Za-z0-9_-]+$/;

type RawRules = Pick<
  RawConfig['apiKey'],
  'prefixLength' | 'nameLength' | 'requireName' | 'enableMetadata' | 'keyExpiration'
>;

/** Reads and checks the apiKey section; a problem is one message naming the setting. */
export function readApiKeyConfig(raw: RawConfig['apiKey']): ApiKeyConfig {
  const { rateLimit, configurations: rawConfigurations, ...rest } = raw;
  if (!isCount(raw.defaultKeyLength, 16)) throw new Error('defaultKeyLength must be a whole number of at least 16');
  if (!isCount(raw.startingCharactersLength, 0)) throw new Error('startingCharactersLength must be a whole number');
  // Every new key stores these in 32-bit columns.
  const isStorableCount = (value: number) => isCount(value, 1) && value <= MAX_INTEGER_COLUMN_VALUE;
  if (!isStorableCount(rateLimit.timeWindowMs) || !isStorableCount(rateLimit.maxRequests)) {
    throw new Error(
      `rateLimit.timeWindowMs and rateLimit.maxRequests must be whole numbers from 1 to ${MAX_INTEGER_COLUMN_VALUE}`,
    );
  }
  const rules = readRules(raw, '');
  return {
    defaultKeyLength: rest.defaultKeyLength,
    disableKeyHashing: rest.disableKeyHashing,
    startingCharactersLength: rest.startingCharactersLength,
    rateLimit: { ...rateLimit },
    ...rules,
    configurations: readConfigurations(rawConfigurations ?? {}, raw),
  };
}

function readConfigurations(
  raw: Record<string, RawApiKeyConfiguration>,
  section: RawRules,
): Record<string, ApiKeyConfiguration> {
  const configurations: Record<string, ApiKeyConfiguration> = {};
  for (const [configId, entry] of Object.entries(raw)) {
    const where = `configurations.${configId}`;
    if (!CONFIG_ID_PATTERN.test(configId))
      throw new Error(`configurations: "${configId}" is not a usable configId (letters, digits, _ and -)`);
    if (!entry || typeof entry !== 'object') throw new Error(`${where} must be an object`);
    const references = REFERENCES.find((candidate) => candidate === entry.references);
    if (!references) throw new Error(`${where}.references must be one of ${REFERENCES.join(', ')}`);
    const rules = readRules(
      {
        prefixLength: entry.prefixLength ?? section.prefixLength,
        nameLength: entry.nameLength ?? section.nameLength,
        requireName: entry.requireName ?? section.requireName,
        enableMetadata: entry.enableMetadata ?? section.enableMetadata,
        keyExpiration: { ...section.keyExpiration, ...entry.keyExpiration },
      },
      `${where}.`,
    );
    const defaultPrefix = entry.defaultPrefix ?? null;
    if (defaultPrefix !== null) {
      const { min, max } = rules.prefixLength;
      const fits = typeof defaultPrefix === 'string' && defaultPrefix.length >= min && defaultPrefix.length <= max;
      if (!fits || !PREFIX_PATTERN.test(defaultPrefix))
        throw new Error(`${where}.defaultPrefix must be ${min} to ${max} letters, digits, _ or -`);
    }
    configurations[configId] = { configId, references, defaultPrefix, ...rules };
  }
  // Keys made without a configId, and every key of a 1.4 database, belong to users under this one.
  if (configurations[DEFAULT_CONFIG_ID]?.references !== 'user') {
    throw new Error(`configurations needs "${DEFAULT_CONFIG_ID}" with references "user"`);
  }
  return configurations;
}

function readRules(raw: RawRules, where: string): ApiKeyRuleSettings {
  for (const [name, range] of Object.entries({ prefixLength: raw.prefixLength, nameLength: raw.nameLength })) {
    if (!isCount(range.min, 1) || !isCount(range.max, range.min))
      throw new Error(`${where}${name} needs whole numbers with 1 <= min <= max`);
  }
  const { keyExpiration } = raw;
  const { minExpiresInDays, maxExpiresInDays } = keyExpiration;
  if (!(minExpiresInDays > 0 && maxExpiresInDays >= minExpiresInDays && maxExpiresInDays <= MAX_DURATION_DAYS)) {
    throw new Error(`${where}keyExpiration needs 0 < minExpiresInDays <= maxExpiresInDays <= ${MAX_DURATION_DAYS}`);
  }
  return {
    prefixLength: { ...raw.prefixLength },
    nameLength: { ...raw.nameLength },
    requireName: raw.requireName === true,
    enableMetadata: raw.enableMetadata === true,
    keyExpiration: {
      defaultExpiresInSeconds:
        keyExpiration.defaultExpiresIn === null || keyExpiration.defaultExpiresIn === undefined
          ? null
          : toSeconds(keyExpiration.defaultExpiresIn),
      disableCustomExpiresTime: keyExpiration.disableCustomExpiresTime === true,
      minExpiresInDays,
      maxExpiresInDays,
    },
  };
}

function isCount(value: number, min: number): boolean {
  return Number.isInteger(value) && value >= min;
}

const FALLBACK_RULES: ApiKeyRuleSettings = {
  prefixLength: { min: 1, max: 32 },
  nameLength: { min: 1, max: 32 },
  requireName: false,
  enableMetadata: false,
  keyExpiration: {
    defaultExpiresInSeconds: null,
    disableCustomExpiresTime: false,
    minExpiresInDays: 1,
    maxExpiresInDays: 365,
  },
};

/** What the section falls back to while start-up collects the problems it reports. */
export const FALLBACK_API_KEY_CONFIG: ApiKeyConfig = {
  defaultKeyLength: 64,
  disableKeyHashing: false,
  startingCharactersLength: 6,
  rateLimit: { enabled: true, timeWindowMs: 86_400_000, maxRequests: 10 },
  ...FALLBACK_RULES,
  configurations: {
    [DEFAULT_CONFIG_ID]: { configId: DEFAULT_CONFIG_ID, references: 'user', defaultPrefix: null, ...FALLBACK_RULES },
  },
};

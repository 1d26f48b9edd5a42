import type { ApiKeyDefaults } from './api/key-defaults';
import { EMPTY_KEY_LIMITS, type KeyLimitsValues } from './components/key-limits-fields';
import type { ApiKeyRecord } from './api-key.types';
import { formatPermissions, parsePermissions } from './permissions-text';

const MINUTE_MS = 60_000;

/** The server-only properties of a key, as the service's admin path takes them. */
export interface ServerOnlyFields {
  remaining?: number | null;
  refillAmount?: number;
  refillInterval?: number;
  rateLimitEnabled: boolean;
  rateLimitTimeWindow?: number;
  rateLimitMax?: number;
  permissions?: Record<string, string[]>;
}

/** A key without a rate limit; with no quota either, since none is sent. */
export const NO_LIMITS: ServerOnlyFields = { rateLimitEnabled: false };

/** The form's limits as the service would set them for a key created without any. */
export function limitsFromDefaults(defaults: ApiKeyDefaults): KeyLimitsValues {
  return {
    ...EMPTY_KEY_LIMITS,
    isRateLimited: defaults.rateLimitEnabled,
    rateLimitMax: defaults.rateLimitMax,
    rateLimitWindowMinutes: defaults.rateLimitTimeWindow / MINUTE_MS,
  };
}

function toNumber(value: number | string): number | undefined {
  return typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);
}

/** Throws, naming the line, when the permissions text is malformed. */
export function toServerOnlyFields(values: KeyLimitsValues): ServerOnlyFields {
  const windowMinutes = toNumber(values.rateLimitWindowMinutes);
  return {
    remaining: toNumber(values.remaining),
    refillAmount: toNumber(values.refillAmount),
    refillInterval: toNumber(values.refillIntervalDays),
    rateLimitEnabled: values.isRateLimited,
    ...(values.isRateLimited && {
      rateLimitTimeWindow: windowMinutes === undefined ? undefined : windowMinutes * MINUTE_MS,
      rateLimitMax: toNumber(values.rateLimitMax),
    }),
    permissions: parsePermissions(values.permissionsText) ?? undefined,
  };
}

/** A stored key's limits as the form shows them, for editing. */
export function keyLimitsOf(apiKey: ApiKeyRecord): KeyLimitsValues {
  return {
    remaining: apiKey.remaining ?? '',
    refillAmount: apiKey.refillAmount ?? '',
    refillIntervalDays: apiKey.refillInterval ?? '',
    isRateLimited: apiKey.rateLimitEnabled,
    rateLimitWindowMinutes: apiKey.rateLimitTimeWindow === null ? '' : apiKey.rateLimitTimeWindow / MINUTE_MS,
    rateLimitMax: apiKey.rateLimitMax ?? '',
    permissionsText: formatPermissions(apiKey.permissions),
  };
}

import { describe, expect, it } from 'vitest';
import { EMPTY_KEY_LIMITS } from './components/key-limits-fields';
import type { ApiKeyRecord } from './api-key.types';
import { keyLimitsOf, toServerOnlyFields } from './key-limits';

describe('toServerOnlyFields', () => {
  it('turns the form into the service’s units: days for refills, milliseconds for the window', () => {
    expect(
      toServerOnlyFields({
        ...EMPTY_KEY_LIMITS,
        remaining: 100,
        refillAmount: 50,
        refillIntervalDays: '7',
        rateLimitWindowMinutes: 2,
        rateLimitMax: 5,
        permissionsText: 'files: read',
      }),
    ).toEqual({
      remaining: 100,
      refillAmount: 50,
      refillInterval: 7,
      rateLimitEnabled: true,
      rateLimitTimeWindow: 120_000,
      rateLimitMax: 5,
      permissions: { files: ['read'] },
    });
  });

  it('leaves out what was left empty, and the window when the rate limit is off', () => {
    expect(toServerOnlyFields({ ...EMPTY_KEY_LIMITS, isRateLimited: false })).toEqual({
      remaining: undefined,
      refillAmount: undefined,
      refillInterval: undefined,
      rateLimitEnabled: false,
      permissions: undefined,
    });
  });
});

describe('keyLimitsOf', () => {
  it('shows a stored key’s limits in the form’s units, round-tripping through toServerOnlyFields', () => {
    const stored = {
      remaining: 40,
      refillAmount: 50,
      refillInterval: 7,
      rateLimitEnabled: true,
      rateLimitTimeWindow: 120_000,
      rateLimitMax: 5,
      permissions: { files: ['read', 'write'] },
    };
    const values = keyLimitsOf({ ...stored } as unknown as ApiKeyRecord);

    expect(values).toEqual({
      remaining: 40,
      refillAmount: 50,
      refillIntervalDays: 7,
      isRateLimited: true,
      rateLimitWindowMinutes: 2,
      rateLimitMax: 5,
      permissionsText: 'files: read, write',
    });
    expect(toServerOnlyFields(values)).toEqual({
      remaining: 40,
      refillAmount: 50,
      refillInterval: 7,
      rateLimitEnabled: true,
      rateLimitTimeWindow: 120_000,
      rateLimitMax: 5,
      permissions: { files: ['read', 'write'] },
    });
  });
});

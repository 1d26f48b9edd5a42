import { LockoutRules, lockMsAfter } from './account-lockout-store';

const RULES: LockoutRules = { maxFailures: 10, failureResetMs: 43_200_000, lockMs: 60_000, maxLockMs: 900_000 };

describe('lockMsAfter', () => {
  it.each([
    [10, 60_000],
    [20, 120_000],
    [140, 840_000],
    [150, 900_000],
    [1000, 900_000],
  ])('locks for one lockMs per run of failures, capped: failure %i locks %i ms', (failures, lockMs) => {
    expect(lockMsAfter(failures, RULES)).toBe(lockMs);
  });

  it('locks on every failure when maxFailures is 1', () => {
    expect([1, 2, 3].map((failures) => lockMsAfter(failures, { ...RULES, maxFailures: 1 }))).toEqual([
      60_000, 120_000, 180_000,
    ]);
  });
});

import { randomBytes } from 'node:crypto';
import { AccountLockoutStore, LockoutRules } from '../../src/account-lockout/account-lockout-store';
import { DeepPartial, RawConfig } from '../../src/config/config-sources';
import { TestApp, createTestApp } from '../support/create-test-app';
import { TEST_REDIS_URL } from '../support/test-redis';

/** Each implementation of the contract, chosen by configuration as the service chooses it. */
const IMPLEMENTATIONS: Array<[string, DeepPartial<RawConfig>]> = [
  ['database', { redisUrl: null }],
  ['Redis', { redisUrl: TEST_REDIS_URL }],
];

const RULES: LockoutRules = { maxFailures: 3, failureResetMs: 3_600_000, lockMs: 60_000, maxLockMs: 150_000 };

describe.each(IMPLEMENTATIONS)('AccountLockoutStore contract: %s', (_name, config) => {
  let t: TestApp;
  let store: AccountLockoutStore;
  let nowMs: number;
  const key = () => `contract-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp({ config });
    store = t.app.get(AccountLockoutStore);
  });

  afterAll(() => t.close());

  // The service clock's time, so the database store's sweep leaves these records alone.
  beforeEach(() => {
    nowMs = t.clock.nowMs();
  });

  it('counts attempts from 1 and locks on the third for lockMs', async () => {
    const k = key();

    await expect(store.admit(k, nowMs, RULES)).resolves.toEqual({
      isAdmitted: true,
      record: { failures: 1, lastFailureMs: nowMs, lockedUntilMs: 0 },
    });
    await expect(store.admit(k, nowMs + 1, RULES)).resolves.toEqual({
      isAdmitted: true,
      record: { failures: 2, lastFailureMs: nowMs + 1, lockedUntilMs: 0 },
    });
    await expect(store.admit(k, nowMs + 2, RULES)).resolves.toEqual({
      isAdmitted: true,
      record: { failures: 3, lastFailureMs: nowMs + 2, lockedUntilMs: nowMs + 60_002 },
    });
    await expect(store.find(k)).resolves.toEqual({
      failures: 3,
      lastFailureMs: nowMs + 2,
      lockedUntilMs: nowMs + 60_002,
    });
  });

  it('refuses while locked without counting, and counts on once the lock has ended', async () => {
    const k = key();
    for (let i = 0; i < 3; i++) await store.admit(k, nowMs, RULES);

    await expect(store.admit(k, nowMs + 59_999, RULES)).resolves.toEqual({
      isAdmitted: false,
      lockedUntilMs: nowMs + 60_000,
    });
    await expect(store.find(k)).resolves.toMatchObject({ failures: 3, lastFailureMs: nowMs });
    await expect(store.admit(k, nowMs + 60_000, RULES)).resolves.toMatchObject({
      isAdmitted: true,
      record: { failures: 4 },
    });
  });

  it('locks each further third attempt for one lockMs more, capped at maxLockMs', async () => {
    const k = key();
    let at = nowMs;
    const locks: number[] = [];
    for (let run = 0; run < 4; run++) {
      for (let i = 0; i < 3; i++) {
        const admission = await store.admit(k, at, RULES);
        if (admission.isAdmitted && admission.record.lockedUntilMs > at)
          locks.push(admission.record.lockedUntilMs - at);
      }
      at += 150_000;
    }

    expect(locks).toEqual([60_000, 120_000, 150_000, 150_000]);
  });

  it('counts from 1 again once failureResetMs has passed since the last failure', async () => {
    const k = key();
    await store.admit(k, nowMs, RULES);
    await store.admit(k, nowMs, RULES);

    await expect(store.admit(k, nowMs + 3_600_000, RULES)).resolves.toMatchObject({ record: { failures: 3 } });
    await expect(store.admit(k, nowMs + 3_600_000 + 60_000 + 3_600_001, RULES)).resolves.toMatchObject({
      record: { failures: 1 },
    });
  });

  it('locks on the first attempt when maxFailures is 1', async () => {
    await expect(store.admit(key(), nowMs, { ...RULES, maxFailures: 1 })).resolves.toEqual({
      isAdmitted: true,
      record: { failures: 1, lastFailureMs: nowMs, lockedUntilMs: nowMs + 60_000 },
    });
  });

  it('forgets a key on clear, and finds nothing for a key never seen', async () => {
    const k = key();
    for (let i = 0; i < 3; i++) await store.admit(k, nowMs, RULES);

    await store.clear(k);

    await expect(store.find(k)).resolves.toBeNull();
    await expect(store.admit(k, nowMs, RULES)).resolves.toMatchObject({ isAdmitted: true, record: { failures: 1 } });
    await expect(store.find(key())).resolves.toBeNull();
  });

  it('admits exactly maxFailures of many attempts made at once', async () => {
    const k = key();
    const admissions = await Promise.all(Array.from({ length: 20 }, () => store.admit(k, nowMs, RULES)));

    expect(admissions.filter((admission) => admission.isAdmitted)).toHaveLength(3);
    await expect(store.find(k)).resolves.toMatchObject({ failures: 3, lockedUntilMs: nowMs + 60_000 });
  });
});

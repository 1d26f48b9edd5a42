import { randomBytes } from 'node:crypto';
import { AccountLockoutStore, LockoutRules } from '../../src/identity/account-lockout/account-lockout-store';
import { DeepPartial, RawConfig } from '../../src/platform/config/config-sources';
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

  it('counts failures from 1 and locks on the third for lockMs', async () => {
    const k = key();

    await expect(store.countFailure(k, nowMs, RULES)).resolves.toEqual({
      isCounted: true,
      record: { failures: 1, lastFailureMs: nowMs, lockedUntilMs: 0 },
    });
    await expect(store.countFailure(k, nowMs + 1, RULES)).resolves.toEqual({
      isCounted: true,
      record: { failures: 2, lastFailureMs: nowMs + 1, lockedUntilMs: 0 },
    });
    await expect(store.countFailure(k, nowMs + 2, RULES)).resolves.toEqual({
      isCounted: true,
      record: { failures: 3, lastFailureMs: nowMs + 2, lockedUntilMs: nowMs + 60_002 },
    });
    await expect(store.find(k)).resolves.toEqual({
      failures: 3,
      lastFailureMs: nowMs + 2,
      lockedUntilMs: nowMs + 60_002,
    });
  });

  it('leaves a locked key alone without counting, and counts on once the lock has ended', async () => {
    const k = key();
    for (let i = 0; i < 3; i++) await store.countFailure(k, nowMs, RULES);

    await expect(store.countFailure(k, nowMs + 59_999, RULES)).resolves.toEqual({
      isCounted: false,
      lockedUntilMs: nowMs + 60_000,
    });
    await expect(store.find(k)).resolves.toMatchObject({ failures: 3, lastFailureMs: nowMs });
    await expect(store.countFailure(k, nowMs + 60_000, RULES)).resolves.toMatchObject({
      isCounted: true,
      record: { failures: 4 },
    });
  });

  it('locks each further third attempt for one lockMs more, capped at maxLockMs', async () => {
    const k = key();
    let at = nowMs;
    const locks: number[] = [];
    for (let run = 0; run < 4; run++) {
      for (let i = 0; i < 3; i++) {
        const count = await store.countFailure(k, at, RULES);
        if (count.isCounted && count.record.lockedUntilMs > at) locks.push(count.record.lockedUntilMs - at);
      }
      at += 150_000;
    }

    expect(locks).toEqual([60_000, 120_000, 150_000, 150_000]);
  });

  it('counts from 1 again once failureResetMs has passed since the last failure', async () => {
    const k = key();
    await store.countFailure(k, nowMs, RULES);
    await store.countFailure(k, nowMs, RULES);

    await expect(store.countFailure(k, nowMs + 3_600_000, RULES)).resolves.toMatchObject({ record: { failures: 3 } });
    await expect(store.countFailure(k, nowMs + 3_600_000 + 60_000 + 3_600_001, RULES)).resolves.toMatchObject({
      record: { failures: 1 },
    });
  });

  it('locks on the first attempt when maxFailures is 1', async () => {
    await expect(store.countFailure(key(), nowMs, { ...RULES, maxFailures: 1 })).resolves.toEqual({
      isCounted: true,
      record: { failures: 1, lastFailureMs: nowMs, lockedUntilMs: nowMs + 60_000 },
    });
  });

  it('forgets a key on clear, and finds nothing for a key never seen', async () => {
    const k = key();
    for (let i = 0; i < 3; i++) await store.countFailure(k, nowMs, RULES);

    await store.clear(k);

    await expect(store.find(k)).resolves.toBeNull();
    await expect(store.countFailure(k, nowMs, RULES)).resolves.toMatchObject({
      isCounted: true,
      record: { failures: 1 },
    });
    await expect(store.find(key())).resolves.toBeNull();
  });

  it('forgets the failures of an unlocked key on clearUnlessLocked, and answers null', async () => {
    const k = key();
    await store.countFailure(k, nowMs, RULES);
    await store.countFailure(k, nowMs, RULES);

    await expect(store.clearUnlessLocked(k, nowMs)).resolves.toBeNull();
    await expect(store.find(k)).resolves.toBeNull();
    await expect(store.clearUnlessLocked(key(), nowMs)).resolves.toBeNull();
  });

  it('keeps a locked key on clearUnlessLocked and answers the end of its lock, until the lock is over', async () => {
    const k = key();
    for (let i = 0; i < 3; i++) await store.countFailure(k, nowMs, RULES);

    await expect(store.clearUnlessLocked(k, nowMs + 59_999)).resolves.toBe(nowMs + 60_000);
    await expect(store.find(k)).resolves.toMatchObject({ failures: 3, lockedUntilMs: nowMs + 60_000 });
    await expect(store.clearUnlessLocked(k, nowMs + 60_000)).resolves.toBeNull();
    await expect(store.find(k)).resolves.toBeNull();
  });

  it('counts exactly maxFailures of many failures landing at once', async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.countFailure(k, nowMs, RULES)));

    expect(counts.filter((count) => count.isCounted)).toHaveLength(3);
    await expect(store.find(k)).resolves.toMatchObject({ failures: 3, lockedUntilMs: nowMs + 60_000 });
  });
});

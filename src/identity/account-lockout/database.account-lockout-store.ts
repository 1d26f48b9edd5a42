import { Logger } from '@nestjs/common';
import { Clock } from '../../platform/common/time/clock';
import { AccountLockoutStore, FailureCount, LockoutRecord, LockoutRules } from './account-lockout-store';
import { AccountLockoutRepository } from './account-lockout.repository';

/** Records that no longer matter are dropped at most this often, by the attempt that finds the time has come. */
const SWEEP_EVERY_MS = 60_000;

/** Records in the `accountLockout` table, shared by every instance on the database. */
export class DatabaseAccountLockoutStore extends AccountLockoutStore {
  private readonly logger = new Logger(DatabaseAccountLockoutStore.name);
  private nextSweepAtMs = 0;

  constructor(
    private readonly records: AccountLockoutRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  async countFailure(key: string, nowMs: number, rules: LockoutRules): Promise<FailureCount> {
    const record = await this.records.countFailure(key, nowMs, rules);
    this.sweepWhenDue(rules);
    if (record) return { isCounted: true, record };
    // Locked: read when it ends. Cleared in between (an administrator), the failure is still refused, once.
    const current = await this.records.find(key);
    return { isCounted: false, lockedUntilMs: current?.lockedUntilMs ?? nowMs };
  }

  async clearUnlessLocked(key: string, nowMs: number): Promise<number | null> {
    await this.records.clearUnlockedAt(key, nowMs);
    // What is left is a lock, or a failure counted since: only a lock refuses.
    const left = await this.records.find(key);
    return left && left.lockedUntilMs > nowMs ? left.lockedUntilMs : null;
  }

  find(key: string): Promise<LockoutRecord | null> {
    return this.records.find(key);
  }

  clear(key: string): Promise<void> {
    return this.records.clear(key);
  }

  /**
   * A record matters until its failures are forgotten and its lock, which ends within maxLockMs of the last failure, is
   * over.
   */
  private sweepWhenDue(rules: LockoutRules): void {
    const nowMs = this.clock.nowMs();
    if (nowMs < this.nextSweepAtMs) return;
    this.nextSweepAtMs = nowMs + SWEEP_EVERY_MS;
    const idleBeforeMs = nowMs - Math.max(rules.failureResetMs, rules.maxLockMs);
    this.records
      .deleteIdleSince(idleBeforeMs)
      .catch((error: Error) => this.logger.warn(`Account lockout sweep failed: ${error.message}`));
  }
}

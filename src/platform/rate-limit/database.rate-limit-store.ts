import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Clock } from '../common/time/clock';
import { RateLimitRepository } from './rate-limit.repository';
import { ThrottlerStorageRecord, throttlerRecordOf } from './rate-limit-window';

/** Idle counters are dropped at most this often, by the request that finds the time has come. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Rate-limit counters in Better Auth's `rateLimit` table, shared by every instance on the database.
 * As Better Auth counts: a window restarts once it has passed since the last request let through.
 */
export class DatabaseRateLimitStore implements ThrottlerStorage {
  private readonly logger = new Logger(DatabaseRateLimitStore.name);
  private nextSweepAtMs = 0;
  private longestWindowMs = 0;

  constructor(
    private readonly counters: RateLimitRepository,
    private readonly clock: Clock,
  ) {}

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const nowMs = this.clock.nowMs();
    this.longestWindowMs = Math.max(this.longestWindowMs, ttlMs);
    const hit = await this.counters.hit(key, nowMs, ttlMs, limit);
    this.sweepWhenDue(nowMs);
    return throttlerRecordOf(hit, nowMs, ttlMs, limit);
  }

  private sweepWhenDue(nowMs: number): void {
    if (nowMs < this.nextSweepAtMs) return;
    this.nextSweepAtMs = nowMs + SWEEP_EVERY_MS;
    this.counters
      .deleteIdleSince(nowMs - this.longestWindowMs)
      .catch((error: Error) => this.logger.warn(`Rate-limit sweep failed: ${error.message}`));
  }
}

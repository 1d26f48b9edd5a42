import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../../platform/common/time/clock';
import { ApiKeyRepository } from './api-key.repository';
import { SWEEP_MIN_INTERVAL_MS, SWEEP_TIMER_MS } from './api-key.constants';

/** Deletes expired keys: after key calls (at most every 10 s), on a timer, and on request. */
@Injectable()
export class ApiKeySweeper {
  private readonly logger = new Logger(ApiKeySweeper.name);
  private lastSweepMs: number | null = null;

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {}

  /** Sweeps unless this instance swept less than 10 s ago. Never fails the caller. */
  async sweepIfDue(): Promise<void> {
    const nowMs = this.clock.nowMs();
    if (this.lastSweepMs !== null && nowMs - this.lastSweepMs < SWEEP_MIN_INTERVAL_MS) return;
    await this.sweep();
  }

  @Interval(SWEEP_TIMER_MS)
  async sweepOnTimer(): Promise<void> {
    await this.sweep();
  }

  /** Sweeps now; false when the deletion failed (the cause is logged). */
  async sweep(): Promise<boolean> {
    this.lastSweepMs = this.clock.nowMs();
    try {
      const deleted = await this.keys.deleteExpired(this.clock.now());
      if (deleted > 0) this.logger.log(`Deleted ${deleted} expired API keys`);
      return true;
    } catch (error) {
      this.logger.error(`Failed to delete expired API keys: ${(error as Error).message}`);
      return false;
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { AUDIT_SWEEP_INTERVAL_MS, SECONDS_PER_DAY } from './audit.constants';
import { AuditRepository } from './audit.repository';

/** Deletes audit events past their retention: every hour, and before a search once an hour has passed. */
@Injectable()
export class AuditSweeper {
  private readonly logger = new Logger(AuditSweeper.name);
  private lastSweepMs: number | null = null;

  constructor(
    private readonly events: AuditRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Sweeps unless this instance swept within the hour. Never fails the caller. */
  async sweepIfDue(): Promise<void> {
    if (this.lastSweepMs !== null && this.clock.nowMs() - this.lastSweepMs < AUDIT_SWEEP_INTERVAL_MS) return;
    await this.sweep();
  }

  @Interval(AUDIT_SWEEP_INTERVAL_MS)
  async sweepOnTimer(): Promise<void> {
    await this.sweep();
  }

  /** Sweeps now; false when the deletion failed (the cause is logged). */
  async sweep(): Promise<boolean> {
    this.lastSweepMs = this.clock.nowMs();
    try {
      const deleted = await this.deleteExpired();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} audit events past their retention`);
      return true;
    } catch (error) {
      this.logger.error(`Failed to delete old audit events: ${(error as Error).message}`);
      return false;
    }
  }

  /** Deletes the events older than the retention; none when they are kept for ever. */
  private async deleteExpired(): Promise<number> {
    const { retentionDays } = this.config.audit;
    if (retentionDays === 0) return 0;
    return this.events.deleteOlderThan(new Date(this.clock.nowMs() - retentionDays * SECONDS_PER_DAY * 1000));
  }
}

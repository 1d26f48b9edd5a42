import { Injectable } from '@nestjs/common';
import { CLI_CALLER } from '../../platform/audit/audit-caller';
import { AuditService } from '../../platform/audit/audit.service';
import { AUDIT_SUCCESS } from '../../platform/audit/audit.types';
import { Clock } from '../../platform/common/time/clock';
import { Database } from '../../platform/database/database';
import { DAY_MS, MAX_REFILL_INTERVAL_DAYS } from './api-key.constants';
import { RefillIntervalRepository } from './refill-interval.repository';

/** One key's interval, as found in milliseconds and as converted to days. */
export interface RefillIntervalChange {
  keyId: string;
  fromMs: number;
  toDays: number;
}

/**
 * Days for an interval in milliseconds: the nearest whole day (half a day rounds up), at least 1, since
 * the service's shortest interval is a day and 0 would mean no refill, and at most the longest it accepts.
 */
export function daysOfMilliseconds(ms: number): number {
  return Math.min(MAX_REFILL_INTERVAL_DAYS, Math.max(1, Math.round(ms / DAY_MS)));
}

/**
 * Better Auth counts `refillInterval` in milliseconds, this service in days, so a key a Better Auth
 * database brings would refill 86,400,000 times too slowly. Values above the longest interval in days
 * can only be milliseconds; those are converted, and the conversion is audited.
 */
@Injectable()
export class RefillIntervalConversion {
  constructor(
    private readonly intervals: RefillIntervalRepository,
    private readonly database: Database,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** What `convert` would change, changing nothing. */
  async plan(): Promise<RefillIntervalChange[]> {
    return (await this.intervals.findOversized()).map(toChange);
  }

  /** Converts every interval only milliseconds can mean; answers the changes made. */
  async convert(): Promise<RefillIntervalChange[]> {
    const now = this.clock.now();
    const changed = await this.database.transaction(async (tx) => {
      const made: RefillIntervalChange[] = [];
      for (const change of (await this.intervals.findOversized(tx)).map(toChange)) {
        if (await this.intervals.replace(change.keyId, change.fromMs, change.toDays, now, tx)) made.push(change);
      }
      return made;
    });
    await this.audit.record('api-key.convert-refill-intervals', CLI_CALLER, AUDIT_SUCCESS, {
      metadata: { converted: changed.length, keyIds: changed.map((change) => change.keyId) },
    });
    return changed;
  }
}

function toChange({ id, refillInterval }: { id: string; refillInterval: number }): RefillIntervalChange {
  return { keyId: id, fromMs: refillInterval, toDays: daysOfMilliseconds(refillInterval) };
}

import type { ThrottlerStorage } from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';
import { Clock } from '../common/time/clock';
import { RateLimitHit, ThrottlerStorageRecord, nextHit, throttlerRecordOf } from './rate-limit-window';

/**
 * Rate-limit counters in this process's memory, for a single instance. At most `maxEntries` counters
 * (one per client address and path), the least recently used dropped first when full, so clients
 * arriving from ever new addresses cannot grow memory without end. A counter lives for its window
 * after the last request let through; constant work per request and no timers.
 */
export class MemoryRateLimitStore implements ThrottlerStorage {
  private readonly counters: LRUCache<string, RateLimitHit>;

  constructor(
    maxEntries: number,
    private readonly clock: Clock,
  ) {
    this.counters = new LRUCache<string, RateLimitHit>({
      max: maxEntries,
      // Windows end on the service's clock, read afresh each time: a cached reading would need a timer.
      perf: { now: () => this.clock.nowMs() },
      ttlResolution: 0,
      // A counter past its window restarts anyway (nextHit), so handing one out is harmless; and the
      // least recently used end can then be looked at without the cache walking past idle counters.
      allowStale: true,
    });
  }

  /** Counters held, idle ones included until a request releases them. */
  get size(): number {
    return this.counters.size;
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const nowMs = this.clock.nowMs();
    const hit = nextHit(this.counters.get(key), nowMs, ttlMs, limit);
    // Alive for its window from the last request let through: after that it is as good as absent.
    this.counters.set(key, hit, { ttl: ttlMs, start: hit.lastRequestMs });
    this.releaseOldestIfIdle();
    return throttlerRecordOf(hit, nowMs, ttlMs, limit);
  }

  /** Each request frees the least recently used counter if its window has passed, so idle memory goes back. */
  private releaseOldestIfIdle(): void {
    const oldest = this.counters.rkeys().next();
    if (!oldest.done && this.counters.getRemainingTTL(oldest.value) < 0) this.counters.delete(oldest.value);
  }
}

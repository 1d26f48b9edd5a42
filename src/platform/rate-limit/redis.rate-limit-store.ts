import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { RedisCommandObserver, createRedisClient, orUnavailable, untilReady } from '../common/redis/redis-client';
import { Clock } from '../common/time/clock';
import type { RedisMetrics } from '../metrics/redis-metrics';
import { RateLimitHit, ThrottlerStorageRecord, throttlerRecordOf } from './rate-limit-window';

/** Under the deployment's REDIS_KEY_PREFIX, beside the other stores' keys. */
const KEY_NAMESPACE = 'rate-limit:';

/**
 * `nextHit` restated in Lua, run by Redis as one atomic step (KEYS[1] the counter; ARGV now, window,
 * max, and how long to keep the counter past its window). A test runs random request sequences
 * through both; they must agree. The key's expiry only frees memory: the script decides from the
 * stored last request alone, so a clock a little apart from Redis's changes no count.
 */
const HIT_SCRIPT = `
local now, window, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local stored = redis.call('HMGET', KEYS[1], 'count', 'last')
local count, last = tonumber(stored[1]), tonumber(stored[2])
if count == nil or last == nil or now - last > window then
  count, last = 1, now
else
  if count < max then last = now end
  count = count + 1
end
redis.call('HSET', KEYS[1], 'count', count, 'last', last)
redis.call('PEXPIRE', KEYS[1], math.max(1, last + window - now) + tonumber(ARGV[4]))
return {count, last}
`;

/** Kept this long past its window, so an instance whose clock lags Redis's still finds it. */
const KEEP_PAST_WINDOW_MS = 5_000;

type HitCommand = {
  rateLimitHit(key: string, nowMs: number, windowMs: number, max: number, keepMs: number): Promise<[number, number]>;
};

/**
 * Rate-limit counters in Redis, shared by every instance: one script call (one round trip) per
 * request, counting as Better Auth does (see `nextHit`). While Redis is away the call fails at once
 * and the guard answers 503 REDIS_UNAVAILABLE.
 */
export class RedisRateLimitStore implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(RedisRateLimitStore.name);
  private readonly redis: Redis;
  private readonly observer: RedisCommandObserver;

  constructor(
    url: string,
    keyPrefix: string,
    metrics: RedisMetrics,
    private readonly clock: Clock,
  ) {
    this.redis = createRedisClient(url, keyPrefix, this.logger);
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.observer = metrics.watch('rate-limit', this.redis);
  }

  /** Waits (briefly) for the first connection, so the first requests do not meet a cold client. */
  connected(timeoutMs = 3000): Promise<void> {
    return untilReady(this.redis, timeoutMs);
  }

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const nowMs = this.clock.nowMs();
    const hit = await this.hit(key, nowMs, ttlMs, limit);
    return throttlerRecordOf(hit, nowMs, ttlMs, limit);
  }

  /** One more request on the counter `key`, as `nextHit` would count it. */
  async hit(key: string, nowMs: number, windowMs: number, max: number): Promise<RateLimitHit> {
    const redis = this.redis as unknown as HitCommand;
    const [count, lastRequestMs] = await orUnavailable(
      () => redis.rateLimitHit(KEY_NAMESPACE + key, nowMs, windowMs, max, KEEP_PAST_WINDOW_MS),
      this.logger,
      this.observer,
    );
    return { count, lastRequestMs };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

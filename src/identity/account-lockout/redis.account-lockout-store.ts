import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import {
  RedisCommandObserver,
  createRedisClient,
  orUnavailable,
  untilReady,
} from '../../platform/common/redis/redis-client';
import { RedisMetrics } from '../../platform/metrics/redis-metrics';
import { AccountLockoutStore, FailureCount, LockoutRecord, LockoutRules } from './account-lockout-store';

/** Beside the deployment's own prefix, which the client adds to every key. */
const KEY_NAMESPACE = 'account-lockout:';

/**
 * One failure (see AccountLockoutStore.countFailure), as a hash of failures, lastFailureAt and
 * lockedUntil. KEYS[1] the record; ARGV: nowMs, maxFailures, failureResetMs, lockMs, maxLockMs.
 * Answers {0, lockedUntil} when the key was locked, {1, failures, lastFailureAt, lockedUntil} when
 * counted. The record expires once neither its failures nor its lock matter.
 */
const COUNT_FAILURE_SCRIPT = `
local now = tonumber(ARGV[1])
local maxFailures = tonumber(ARGV[2])
local resetMs = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'failures', 'lastFailureAt', 'lockedUntil')
local failures = tonumber(state[1]) or 0
local last = tonumber(state[2]) or 0
local lockedUntil = tonumber(state[3]) or 0
if lockedUntil > now then return {0, lockedUntil} end
if now - last > resetMs then failures = 0 end
failures = failures + 1
if failures % maxFailures == 0 then
  lockedUntil = now + math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * math.floor(failures / maxFailures))
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lastFailureAt', string.format('%.0f', now), 'lockedUntil', string.format('%.0f', lockedUntil))
redis.call('PEXPIRE', KEYS[1], math.max(resetMs, lockedUntil - now))
return {1, failures, now, lockedUntil}
`;

/** KEYS[1] the record; ARGV[1] nowMs. Answers the lock's end, or 0 when the key was forgotten. */
const CLEAR_UNLESS_LOCKED_SCRIPT = `
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil')) or 0
if lockedUntil > tonumber(ARGV[1]) then return lockedUntil end
redis.call('DEL', KEYS[1])
return 0
`;

interface LockoutCommands {
  countFailure(key: string, ...args: string[]): Promise<number[]>;
  clearUnlessLocked(key: string, nowMs: string): Promise<number>;
}

/**
 * Records in Redis, shared by every instance. While Redis is away, commands fail at once
 * (503 REDIS_UNAVAILABLE) rather than let attempts through unchecked; the client reconnects in
 * the background.
 */
export class RedisAccountLockoutStore extends AccountLockoutStore implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisAccountLockoutStore.name);
  private readonly redis: Redis;
  private readonly observer: RedisCommandObserver;

  constructor(url: string, keyPrefix: string, metrics: RedisMetrics) {
    super();
    this.redis = createRedisClient(url, keyPrefix, this.logger);
    this.redis.defineCommand('countFailure', { numberOfKeys: 1, lua: COUNT_FAILURE_SCRIPT });
    this.redis.defineCommand('clearUnlessLocked', { numberOfKeys: 1, lua: CLEAR_UNLESS_LOCKED_SCRIPT });
    this.observer = metrics.watch('account-lockout', this.redis);
  }

  /** Waits (briefly) for the first connection, so the first sign-ins do not meet a cold client. */
  connected(timeoutMs = 3000): Promise<void> {
    return untilReady(this.redis, timeoutMs);
  }

  async countFailure(key: string, nowMs: number, rules: LockoutRules): Promise<FailureCount> {
    const args = [nowMs, rules.maxFailures, rules.failureResetMs, rules.lockMs, rules.maxLockMs].map(String);
    const answer = await this.call(() => this.commands.countFailure(KEY_NAMESPACE + key, ...args));
    if (answer[0] === 0) return { isCounted: false, lockedUntilMs: answer[1] };
    return { isCounted: true, record: { failures: answer[1], lastFailureMs: answer[2], lockedUntilMs: answer[3] } };
  }

  async clearUnlessLocked(key: string, nowMs: number): Promise<number | null> {
    const lockedUntilMs = await this.call(() => this.commands.clearUnlessLocked(KEY_NAMESPACE + key, String(nowMs)));
    return lockedUntilMs > 0 ? lockedUntilMs : null;
  }

  async find(key: string): Promise<LockoutRecord | null> {
    const [failures, lastFailureAt, lockedUntil] = await this.call(() =>
      this.redis.hmget(KEY_NAMESPACE + key, 'failures', 'lastFailureAt', 'lockedUntil'),
    );
    if (failures === null) return null;
    return { failures: Number(failures), lastFailureMs: Number(lastFailureAt), lockedUntilMs: Number(lockedUntil) };
  }

  async clear(key: string): Promise<void> {
    await this.call(() => this.redis.del(KEY_NAMESPACE + key));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private get commands(): LockoutCommands {
    return this.redis as unknown as LockoutCommands;
  }

  private call<T>(command: () => Promise<T>): Promise<T> {
    return orUnavailable(command, this.logger, this.observer);
  }
}

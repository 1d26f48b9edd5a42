import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { RedisCommandObserver, createRedisClient, orUnavailable, untilReady } from '../common/redis/redis-client';
import { Clock } from '../common/time/clock';
import { batchedLookup } from '../database/batched-lookup';
import { RedisMetrics } from '../metrics/redis-metrics';
import { MergeOptions, SecondaryStorage } from './secondary-storage';

/**
 * Merges fields into a JSON object only when the `onlyIf` fields match, keeping or moving its expiry.
 * KEYS[1] the key; ARGV[1] fields, ARGV[2] onlyIf (JSON objects), ARGV[3] new ttl in ms or "".
 */
const MERGE_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return false end
local object = cjson.decode(current)
for field, expected in pairs(cjson.decode(ARGV[2])) do
  local actual = object[field]
  if actual == nil then actual = cjson.null end
  if actual ~= expected then return current end
end
for field, value in pairs(cjson.decode(ARGV[1])) do object[field] = value end
local merged = cjson.encode(object)
if ARGV[3] ~= '' then
  redis.call('SET', KEYS[1], merged, 'PX', ARGV[3])
else
  redis.call('SET', KEYS[1], merged, 'KEEPTTL')
end
return merged
`;

/**
 * JSON objects and, for each, the key one of its string fields points at, in one round trip.
 * KEYS the objects' keys; ARGV[1] the pointed-at keys' prefix (with the client's key prefix, which
 * Redis does not add inside a script), ARGV[2] the field. Answers each object, then what it points
 * at, in the order of KEYS (nil for either when absent). Reading an undeclared key is fine on one
 * Redis server; a Redis Cluster would need every key in one hash slot.
 */
const GET_LINKED_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local value = redis.call('GET', key)
  local linked = false
  if value then
    local ok, object = pcall(cjson.decode, value)
    if ok and type(object) == 'table' and type(object[ARGV[2]]) == 'string' then
      linked = redis.call('GET', ARGV[1] .. object[ARGV[2]])
    end
  end
  answers[2 * i - 1] = value
  answers[2 * i] = linked
end
return answers
`;

/**
 * Adds a member with its expiry as score, drops members already expired, and keeps the set itself
 * alive as long as its longest-lived member. KEYS[1] the set; ARGV: member, expiresAtMs, nowMs.
 */
const ADD_TO_SET_SCRIPT = `
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
local latest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if #latest == 0 then return 1 end
local ttl = tonumber(latest[2]) - tonumber(ARGV[3])
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], math.ceil(ttl)) end
return 1
`;

/**
 * Redis, shared by every instance. While Redis is away, commands fail at once instead of queueing
 * (503 REDIS_UNAVAILABLE); the client reconnects in the background, so service resumes by itself.
 */
export class RedisSecondaryStorage extends SecondaryStorage implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisSecondaryStorage.name);
  readonly isShared = true;
  private readonly redis: Redis;
  private readonly observer: RedisCommandObserver;
  /** One batched look-up per link (field and prefix): the reads of one turn share one script call. */
  private readonly linkedLookups = new Map<string, (key: string) => Promise<[string | null, string | null] | null>>();

  constructor(
    url: string,
    private readonly keyPrefix: string,
    metrics: RedisMetrics,
    private readonly clock: Clock,
  ) {
    super();
    // Auto-pipelining sends the commands of one turn of the event loop (the session reads of every
    // request read from its socket in that turn) as one write, answered by one read.
    this.redis = createRedisClient(url, keyPrefix, this.logger, { enableAutoPipelining: true });
    this.redis.defineCommand('mergeJson', { numberOfKeys: 1, lua: MERGE_SCRIPT });
    this.redis.defineCommand('addToExpiringSet', { numberOfKeys: 1, lua: ADD_TO_SET_SCRIPT });
    this.redis.defineCommand('getLinked', { lua: GET_LINKED_SCRIPT });
    this.observer = metrics.watch('secondary-storage', this.redis);
  }

  /** Waits (briefly) for the first connection, so the first requests do not meet a cold client. */
  connected(timeoutMs = 3000): Promise<void> {
    return untilReady(this.redis, timeoutMs);
  }

  get(key: string): Promise<string | null> {
    return this.call(() => this.redis.get(key));
  }

  async getMany(keys: readonly string[]): Promise<Array<string | null>> {
    if (keys.length === 0) return [];
    return this.call(() => this.redis.mget(...keys));
  }

  async getLinked(key: string, linkField: string, linkedPrefix: string): Promise<[string | null, string | null]> {
    const link = `${linkField}\n${linkedPrefix}`;
    let lookup = this.linkedLookups.get(link);
    if (!lookup) {
      lookup = batchedLookup((keys) => this.readLinked(keys, linkField, linkedPrefix));
      this.linkedLookups.set(link, lookup);
    }
    return (await lookup(key)) ?? [null, null];
  }

  private async readLinked(
    keys: readonly string[],
    linkField: string,
    linkedPrefix: string,
  ): Promise<Map<string, [string | null, string | null]>> {
    const redis = this.redis as unknown as GetLinkedCommand;
    const answers = await this.call(() =>
      redis.getLinked(keys.length, ...keys, this.keyPrefix + linkedPrefix, linkField),
    );
    return new Map(keys.map((key, index) => [key, [answers[2 * index] ?? null, answers[2 * index + 1] ?? null]]));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.call(() => this.redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs))));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.call(() => this.redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX'))) === 'OK';
  }

  merge(key: string, fields: Readonly<Record<string, unknown>>, options: MergeOptions = {}): Promise<string | null> {
    const ttl = options.ttlMs === undefined ? '' : String(Math.max(1, Math.ceil(options.ttlMs)));
    const redis = this.redis as unknown as MergeCommand;
    return this.call(() => redis.mergeJson(key, JSON.stringify(fields), JSON.stringify(options.onlyIf ?? {}), ttl));
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.call(() => this.redis.del(...keys));
  }

  async addToSet(key: string, member: string, expiresAtMs: number): Promise<void> {
    const redis = this.redis as unknown as AddToSetCommand;
    await this.call(() => redis.addToExpiringSet(key, member, String(expiresAtMs), String(this.clock.nowMs())));
  }

  async membersOf(key: string, nowMs: number): Promise<string[]> {
    return this.call(async () => {
      const [, members] =
        (await this.redis.multi().zremrangebyscore(key, '-inf', nowMs).zrange(key, 0, -1).exec()) ?? [];
      if (members?.[0]) throw members[0];
      return (members?.[1] as string[] | undefined) ?? [];
    });
  }

  countMembers(key: string, nowMs: number): Promise<number> {
    return this.call(() => this.redis.zcount(key, `(${nowMs}`, '+inf'));
  }

  async removeFromSet(key: string, members: readonly string[]): Promise<void> {
    if (members.length === 0) return;
    await this.call(() => this.redis.zrem(key, ...members));
  }

  async ping(): Promise<void> {
    await this.call(() => this.redis.ping());
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private call<T>(command: () => Promise<T>): Promise<T> {
    return orUnavailable(command, this.logger, this.observer);
  }
}

type MergeCommand = { mergeJson(key: string, fields: string, onlyIf: string, ttl: string): Promise<string | null> };
type GetLinkedCommand = {
  getLinked(...keysThenLinkedPrefixAndField: Array<string | number>): Promise<Array<string | null>>;
};
type AddToSetCommand = {
  addToExpiringSet(key: string, member: string, expiresAtMs: string, nowMs: string): Promise<number>;
};

// The in-memory rate-limit store of the built service (`dist/`) beside @nestjs/throttler's own, which it
// replaced: microseconds per `increment` and heap per counter, for clients from ever new addresses (one new
// counter per request, as the production profile's load) and for a few clients hit over and over.
// Run with `node --expose-gc bench/rate-limit-store.bench.mjs` after `nest build`; BENCH_RATE_LIMIT_ENTRIES
// sets the store's bound and the number of distinct clients (default 100,000).
import { ThrottlerStorageService } from '@nestjs/throttler';
import { SystemClock } from '../dist/platform/common/time/clock.js';
import { MemoryRateLimitStore } from '../dist/platform/rate-limit/memory.rate-limit-store.js';
import { RedisRateLimitStore } from '../dist/platform/rate-limit/redis.rate-limit-store.js';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ENTRIES = Number(process.env.BENCH_RATE_LIMIT_ENTRIES ?? 100_000);
const CALLS = 3 * ENTRIES;
const WINDOW_MS = 10_000;
const MAX = 100;

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');

/** The guard's key for the n-th client address, built as the guard builds it. */
const keyOf = (n) => `rate-limit:10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}|/get-session`;

/** Microseconds per increment over `calls` calls, the n-th call for client `clientOf(n)`. */
async function microsecondsPerCall(store, calls, clientOf) {
  const started = process.hrtime.bigint();
  for (let n = 0; n < calls; n += 1) await store.increment(keyOf(clientOf(n)), WINDOW_MS, MAX, WINDOW_MS, 'default');
  return Number(process.hrtime.bigint() - started) / 1e3 / calls;
}

/** Heap bytes the store holds per counter once `ENTRIES` distinct clients have called. */
async function bytesPerCounter(makeStore) {
  globalThis.gc();
  const before = process.memoryUsage().heapUsed;
  const store = makeStore();
  await microsecondsPerCall(store, ENTRIES, (n) => n);
  globalThis.gc();
  const bytes = (process.memoryUsage().heapUsed - before) / ENTRIES;
  // Keeps the store reachable until it has been measured.
  return store ? bytes : 0;
}

const stores = {
  'memory store (lru-cache)': () => new MemoryRateLimitStore(ENTRIES, new SystemClock()),
  '@nestjs/throttler ThrottlerStorageService': () => new ThrottlerStorageService(),
};

console.log(
  `${ENTRIES.toLocaleString('en')} counters, ${CALLS.toLocaleString('en')} calls per row, Node ${process.version}`,
);
console.log(
  '| store | µs per increment, new client each call | µs per increment, 100 clients | heap bytes per counter |',
);
console.log('|---|--:|--:|--:|');
for (const [name, makeStore] of Object.entries(stores)) {
  // Warm-up, so both are measured compiled.
  await microsecondsPerCall(makeStore(), 200_000, (n) => n % 1_000);
  const spread = await microsecondsPerCall(makeStore(), CALLS, (n) => n);
  const few = await microsecondsPerCall(makeStore(), CALLS, (n) => n % 100);
  const bytes = await bytesPerCounter(makeStore);
  console.log(`| ${name} | ${spread.toFixed(2)} | ${few.toFixed(2)} | ${bytes.toFixed(0)} |`);
}
// The throttler's store keeps a sweep timer (unref'd); nothing else holds the process.

/** The Redis store's one script call per request: one at a time (its round trip), then `inFlight` at once. */
async function redisRow(inFlight) {
  const unobserved = { watch: () => ({ observe() {} }) };
  const store = new RedisRateLimitStore(REDIS_URL, `bench-${process.pid}:`, unobserved, new SystemClock());
  await store.connected();
  try {
    await microsecondsPerCall(store, 5_000, (n) => n);
    const oneAtATime = await microsecondsPerCall(store, 20_000, (n) => n);
    const started = process.hrtime.bigint();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < 100_000) await store.increment(keyOf(next++), WINDOW_MS, MAX, WINDOW_MS, 'default');
      }),
    );
    return { oneAtATime, perCall: Number(process.hrtime.bigint() - started) / 1e3 / 100_000 };
  } finally {
    await store.onApplicationShutdown();
  }
}

const IN_FLIGHT = 50;
const redis = await redisRow(IN_FLIGHT);
console.log(`\nRedis store at ${REDIS_URL} (one script call per increment; keys expire after their window):`);
console.log(`| µs per increment, one at a time | µs per increment, ${IN_FLIGHT} in flight |`);
console.log('|--:|--:|');
console.log(`| ${redis.oneAtATime.toFixed(1)} | ${redis.perCall.toFixed(1)} |`);

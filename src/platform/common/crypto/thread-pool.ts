import { randomFill } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';

/** scrypt runs on at most one thread per core: more at once only adds memory (32 MB each) and queueing. */
export const HASHING_THREADS = availableParallelism();

/**
 * The pool threads' niceness on Linux. Hashing still takes every core nothing else wants, but yields
 * to the event loop (and to a database on the same machine) when both want one: at 10 a thread weighs
 * about a tenth of a default one with the scheduler, so sign-ins do not hold up session checks.
 */
const POOL_THREAD_NICENESS = 10;

// libuv sizes its pool from this variable when the pool first starts, so it is set on import, before
// any work is queued. Two threads beyond the hashing ones keep file, DNS and SQLite work moving
// while every core hashes.
process.env.UV_THREADPOOL_SIZE ??= String(HASHING_THREADS + 2);

/**
 * Starts libuv's pool and lowers its threads' priority; answers the ids of the threads lowered. libuv
 * makes every pool thread, and waits for each to run, inside the first queued job's call, so the
 * threads that appear across that call are the pool's. When the pool was already running, or the
 * platform has no per-thread priority, nothing changes.
 */
export function startLowPriorityPool(): number[] {
  if (process.platform !== 'linux') return [];
  const before = new Set(threadIds());
  randomFill(Buffer.alloc(1), () => undefined);
  const started = threadIds().filter((id) => !before.has(id));
  if (started.length !== Number(process.env.UV_THREADPOOL_SIZE)) return [];
  // On Linux a priority set on a thread's id holds for that thread alone.
  for (const id of started) setPriority(id, POOL_THREAD_NICENESS);
  return started;
}

function threadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [];
  }
}

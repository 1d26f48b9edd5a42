import { availableParallelism } from 'node:os';

/** scrypt runs on at most one thread per core: more at once only adds memory (32 MB each) and queueing. */
export const HASHING_THREADS = availableParallelism();

// libuv sizes its pool from this variable when the pool first starts, so it is set on import, before
// any work is queued. Two threads beyond the hashing ones keep file, DNS and SQLite work moving
// while every core hashes.
process.env.UV_THREADPOOL_SIZE ??= String(HASHING_THREADS + 2);

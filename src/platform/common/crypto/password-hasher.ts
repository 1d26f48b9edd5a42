import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { AuthError } from '../errors/auth-error';
import { BASE_ERRORS } from '../errors/base.errors';
import { inSpan } from '../tracing/spans';
import { RefusalPause } from './refusal-pause';
import { usesTestPasswordHash } from './test-password-hash';
import { HASHING_THREADS } from './thread-pool';

// Better Auth's parameters, so hashes move between the two unchanged.
const SCRYPT_N = 16_384;
const SCRYPT_R = 16;
const SCRYPT_P = 1;
const KEY_LENGTH_BYTES = 64;
const SALT_BYTES = 16;
/**
 * The cost the test suite hashes at, outside the suites that time hashes or share them with Better Auth:
 * a sixteenth of the real one. Its hashes verify only at this cost (see test-password-hash.ts).
 */
const TEST_SCRYPT_N = 1_024;
/** A first guess at one hash's time, until hashes have been timed. */
const INITIAL_HASH_MS = 60;
/** How much each timed hash moves the running average. */
const HASH_TIME_WEIGHT = 0.1;

/**
 * How long a request that finds the hashing queue full is held before it is refused. The client is
 * told to come back after Retry-After (a second at least) anyway; meanwhile a flood's connection sends
 * nothing more, instead of one sign-in after another that the event loop must read, refuse and answer
 * ahead of everyone else's calls.
 */
export const REFUSAL_PAUSE_MS = 1_000;
/** Requests held at once at most (a few KB each); beyond, refusals are answered at once. */
const MAX_HELD_REFUSALS = 1_000;

/** Hashes may wait without limit: for the command line and tests, which hash one at a time. */
const UNBOUNDED = Number.POSITIVE_INFINITY;

// The thread pool is the process's, so the queue in front of it is too.
let hashing = 0;
let shed = 0;
let averageHashMs = INITIAL_HASH_MS;
const waitingToHash: Array<() => void> = [];
const refusals = new RefusalPause(REFUSAL_PAUSE_MS, MAX_HELD_REFUSALS);

/** The hashing queue as metrics report it. */
export interface HashingStats {
  /** Hashes running now, at most one per core. */
  running: number;
  /** Hashes waiting for a thread. */
  waiting: number;
  /** Hashes refused since start because `maxWaiting` were already waiting. */
  shed: number;
  /** Requests held now before they are let through or refused (see `awaitHashingCapacity`). */
  held: number;
}

export function hashingStats(): HashingStats {
  return { running: hashing, waiting: waitingToHash.length, shed, held: refusals.held };
}

/**
 * Runs scrypt in libuv's thread pool so hashing never blocks the event loop, one hash per core at a
 * time. With every thread busy and `maxWaiting` hashes already waiting, it refuses at once with 503
 * SERVICE_BUSY and a Retry-After of about the time the queue takes to drain: a flood of sign-ins
 * then costs neither memory nor the waiting time of everything queued behind it.
 */
async function deriveKey(password: string, salt: string, maxWaiting: number): Promise<Buffer> {
  assertHashingCapacity(maxWaiting);
  if (hashing >= HASHING_THREADS) {
    await new Promise<void>((resolve) => waitingToHash.push(resolve));
  } else {
    hashing += 1;
  }
  const started = performance.now();
  try {
    return await scryptKey(password, salt);
  } finally {
    averageHashMs += (performance.now() - started - averageHashMs) * HASH_TIME_WEIGHT;
    // A waiting hash takes over this one's thread; the count only drops when none waits.
    const next = waitingToHash.shift();
    if (next) next();
    else hashing -= 1;
  }
}

/** Whether a hash asked for now would be taken: a thread free, or fewer than `maxWaiting` waiting. */
function hasHashingCapacity(maxWaiting: number): boolean {
  return hashing < HASHING_THREADS || waitingToHash.length < maxWaiting;
}

/** Throws 503 SERVICE_BUSY when a hash asked for now would be refused. */
function assertHashingCapacity(maxWaiting: number): void {
  if (!hasHashingCapacity(maxWaiting)) throw busy();
}

/**
 * Resolves at once while a hash asked for now would be taken. When the queue is full it holds the
 * caller for about `REFUSAL_PAUSE_MS`, then resolves if a place has come free, or throws 503
 * SERVICE_BUSY with a Retry-After reckoned from the queue as it is then.
 */
export async function awaitHashingCapacity(maxWaiting: number): Promise<void> {
  if (hasHashingCapacity(maxWaiting)) return;
  await refusals.hold();
  assertHashingCapacity(maxWaiting);
}

function busy(): AuthError {
  shed += 1;
  const drainSeconds = Math.ceil(((waitingToHash.length + hashing) * averageHashMs) / HASHING_THREADS / 1000);
  return new AuthError(BASE_ERRORS.SERVICE_BUSY, { headers: { 'Retry-After': String(Math.max(1, drainSeconds)) } });
}

function scryptKey(password: string, salt: string): Promise<Buffer> {
  // Read at each hash, so the tests that need the real cost can clear the variable while they run.
  const cost = usesTestPasswordHash() ? TEST_SCRYPT_N : SCRYPT_N;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH_BYTES,
      { N: cost, r: SCRYPT_R, p: SCRYPT_P, maxmem: 128 * cost * SCRYPT_R * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `salt:hash` in hex, the salt being the hex string of 16 random bytes used as text. */
export function hashPassword(password: string, maxWaiting = UNBOUNDED): Promise<string> {
  return inSpan('password.hash', {}, async () => {
    const salt = randomBytes(SALT_BYTES).toString('hex');
    const key = await deriveKey(password, salt, maxWaiting);
    return `${salt}:${key.toString('hex')}`;
  });
}

export function verifyPassword(stored: string, password: string, maxWaiting = UNBOUNDED): Promise<boolean> {
  return inSpan('password.verify', {}, async () => {
    const [salt, hash] = stored.split(':');
    if (!salt || !hash) return false;
    const key = await deriveKey(password, salt, maxWaiting);
    const expected = Buffer.from(hash, 'hex');
    return expected.length === key.length && timingSafeEqual(expected, key);
  });
}

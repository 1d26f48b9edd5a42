import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HASHING_THREADS } from './thread-pool';

// Better Auth's parameters, so hashes move between the two unchanged.
const SCRYPT_N = 16_384;
const SCRYPT_R = 16;
const SCRYPT_P = 1;
const KEY_LENGTH_BYTES = 64;
const SALT_BYTES = 16;
const SCRYPT_MAX_MEMORY_BYTES = 128 * SCRYPT_N * SCRYPT_R * 2;

let hashing = 0;
const waitingToHash: Array<() => void> = [];

/** Runs scrypt in libuv's thread pool so hashing never blocks the event loop, one hash per core at a time. */
async function deriveKey(password: string, salt: string): Promise<Buffer> {
  if (hashing >= HASHING_THREADS) await new Promise<void>((resolve) => waitingToHash.push(resolve));
  else hashing += 1;
  try {
    return await scryptKey(password, salt);
  } finally {
    // A waiting hash takes over this one's thread; the count only drops when none waits.
    const next = waitingToHash.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH_BYTES,
      { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: SCRYPT_MAX_MEMORY_BYTES },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `salt:hash` in hex, the salt being the hex string of 16 random bytes used as text. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES).toString('hex');
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString('hex')}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const key = await deriveKey(password, salt);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

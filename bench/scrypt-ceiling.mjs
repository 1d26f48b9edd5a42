// The machine's scrypt ceiling: password hashes per second with every core hashing, at Better Auth's
// parameters, measured in this process's libuv pool before any server runs.
import { availableParallelism } from 'node:os';
import { scrypt } from 'node:crypto';

const PARAMETERS = { N: 16_384, r: 16, p: 1, maxmem: 128 * 16_384 * 16 * 2 };

function hashOnce() {
  return new Promise((resolve, reject) =>
    scrypt('bench password', 'bench salt 0123456789', 64, PARAMETERS, (error) => (error ? reject(error) : resolve())),
  );
}

/** Twice as many hashes in flight as cores, after a warm-up that touches scrypt's memory once. */
export async function scryptHashesPerSecond(seconds = 5) {
  await Promise.all(Array.from({ length: availableParallelism() }, hashOnce));
  const deadline = Date.now() + seconds * 1000;
  let hashes = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: 2 * availableParallelism() }, async () => {
      while (Date.now() < deadline) {
        await hashOnce();
        hashes += 1;
      }
    }),
  );
  return hashes / (Number(process.hrtime.bigint() - started) / 1e9);
}

import { randomBytes } from 'node:crypto';

/** The Redis the suite shares (every file under a key prefix of its own). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Set on the PostgreSQL run: every test app then keeps its sessions in Redis, as a deployment of
 * several instances does.
 */
export function redisForEveryApp(): string | null {
  return process.env.TEST_SECONDARY_STORAGE === 'redis' ? TEST_REDIS_URL : null;
}

export function uniqueRedisPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`;
}

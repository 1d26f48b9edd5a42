import { TEST_PASSWORD_HASH_VARIABLE } from '../../src/platform/common/crypto/test-password-hash';

/**
 * For the suites that time password hashes or share them with Better Auth itself: this test file (and the
 * processes it spawns) hashes at Better Auth's real cost. Called at the top of the file, before any hash;
 * the next file in this worker starts again at the cheap cost (test/support/fast-password-hash.ts).
 */
export function keepRealPasswordHash(): void {
  delete process.env[TEST_PASSWORD_HASH_VARIABLE];
}

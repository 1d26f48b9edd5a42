import { TEST_PASSWORD_HASH_VARIABLE } from '../../src/platform/common/crypto/test-password-hash';

/**
 * For the specs that time password hashes or share them with Better Auth itself: while the calling block's tests
 * run, passwords hash at Better Auth's real cost, in this process and the processes it spawns. Called at the top of
 * a spec, before its other hooks; once its block is done, the specs after it hash at the cheap cost again
 * (test/support/fast-password-hash.ts).
 */
export function keepRealPasswordHash(): void {
  let cheap: string | undefined;
  beforeAll(() => {
    cheap = process.env[TEST_PASSWORD_HASH_VARIABLE];
    delete process.env[TEST_PASSWORD_HASH_VARIABLE];
  });
  afterAll(() => {
    if (cheap !== undefined) process.env[TEST_PASSWORD_HASH_VARIABLE] = cheap;
  });
}

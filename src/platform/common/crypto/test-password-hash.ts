/**
 * Set by the test setup only: the suite signs up and signs in hundreds of users, and Better Auth's scrypt
 * cost (tens of milliseconds a hash) would spend minutes of a run on it. It is no setting: neither AppConfig
 * nor config/ knows it, the hasher ignores it when NODE_ENV is production, and the service and the CLI refuse
 * to start with it there (see start-up.ts).
 */
export const TEST_PASSWORD_HASH_VARIABLE = 'TEST_FAST_PASSWORD_HASH';

/** Whether this process hashes at the tests' cheap cost: the variable is `1` and NODE_ENV is not production. */
export function usesTestPasswordHash(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[TEST_PASSWORD_HASH_VARIABLE] === '1' && env.NODE_ENV !== 'production';
}

/** Why a production process must not start, when the tests' variable is set at all; else undefined. */
export function testPasswordHashRefusal(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV !== 'production' || env[TEST_PASSWORD_HASH_VARIABLE] === undefined) return undefined;
  return (
    `Cannot start: ${TEST_PASSWORD_HASH_VARIABLE} is set, which only the test suite sets (a cheap password ` +
    `hash), and NODE_ENV is production. Remove ${TEST_PASSWORD_HASH_VARIABLE} from the environment.`
  );
}

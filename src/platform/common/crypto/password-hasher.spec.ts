import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { AuthError } from '../errors/auth-error';
import { hashPassword, hashingStats, verifyPassword } from './password-hasher';
import { TEST_PASSWORD_HASH_VARIABLE } from './test-password-hash';
import { HASHING_THREADS } from './thread-pool';

// Better Auth's real cost, whatever the environment this spec runs in.
delete process.env[TEST_PASSWORD_HASH_VARIABLE];

const PASSWORD = 'correct horse battery staple';

describe('password hashing', () => {
  it('stores a 32-character hex salt and a 128-character hex key, separated by a colon', async () => {
    const stored = await hashPassword(PASSWORD);

    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('verifies the password it hashed', async () => {
    const stored = await hashPassword(PASSWORD);

    await expect(verifyPassword(stored, PASSWORD)).resolves.toBe(true);
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);

    expect(first.split(':')[0]).not.toBe(second.split(':')[0]);
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
  });

  it('refuses a wrong password, including one differing only in case or by a trailing space', async () => {
    const stored = await hashPassword(PASSWORD);

    await expect(verifyPassword(stored, 'not the password')).resolves.toBe(false);
    await expect(verifyPassword(stored, PASSWORD.toUpperCase())).resolves.toBe(false);
    await expect(verifyPassword(stored, `${PASSWORD} `)).resolves.toBe(false);
  });

  it('normalises to NFKC, so the ligature "ﬀ" and the letters "ff" verify the same', async () => {
    const stored = await hashPassword('sta\uFB00-password');

    await expect(verifyPassword(stored, 'staff-password')).resolves.toBe(true);
    await expect(verifyPassword(await hashPassword('staff-password'), 'sta\uFB00-password')).resolves.toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['no separator', 'abcdef0123456789abcdef0123456789'],
    ['an empty key', 'abcdef0123456789abcdef0123456789:'],
    ['an empty salt', `:${'0'.repeat(128)}`],
    ['a key that is not hex', `abcdef0123456789abcdef0123456789:${'z'.repeat(128)}`],
    ['a truncated key', `abcdef0123456789abcdef0123456789:${'0'.repeat(64)}`],
  ])('answers false rather than throwing for a stored value with %s', async (_label, stored) => {
    await expect(verifyPassword(stored, PASSWORD)).resolves.toBe(false);
  });

  it('verifies a hash made by Better Auth', async () => {
    const stored = await betterAuthHash(PASSWORD);

    await expect(verifyPassword(stored, PASSWORD)).resolves.toBe(true);
    await expect(verifyPassword(stored, 'not the password')).resolves.toBe(false);
  });

  it('makes hashes that Better Auth verifies, NFKC included', async () => {
    const stored = await hashPassword('sta\uFB00-password');

    await expect(betterAuthVerify({ hash: stored, password: 'staff-password' })).resolves.toBe(true);
    await expect(betterAuthVerify({ hash: stored, password: 'another password' })).resolves.toBe(false);
  });
});

describe("the tests' cheap cost", () => {
  afterEach(() => delete process.env[TEST_PASSWORD_HASH_VARIABLE]);

  it('makes hashes that verify only at the same cost, never at the real one', async () => {
    process.env[TEST_PASSWORD_HASH_VARIABLE] = '1';
    const cheap = await hashPassword(PASSWORD);

    await expect(verifyPassword(cheap, PASSWORD)).resolves.toBe(true);
    delete process.env[TEST_PASSWORD_HASH_VARIABLE];
    await expect(verifyPassword(cheap, PASSWORD)).resolves.toBe(false);
    await expect(betterAuthVerify({ hash: cheap, password: PASSWORD })).resolves.toBe(false);
  });

  it('is not used in production, even with the variable set', async () => {
    process.env[TEST_PASSWORD_HASH_VARIABLE] = '1';
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const stored = await hashPassword(PASSWORD);

      await expect(betterAuthVerify({ hash: stored, password: PASSWORD })).resolves.toBe(true);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('the bounded hashing queue', () => {
  it('runs one hash per thread, lets maxWaiting more wait, and refuses the rest at once with 503 SERVICE_BUSY', async () => {
    const shedBefore = hashingStats().shed;
    const calls = Array.from({ length: HASHING_THREADS + 5 }, () =>
      hashPassword(PASSWORD, 2).then(
        () => 'hashed',
        (error: AuthError) => error,
      ),
    );

    expect(hashingStats()).toEqual({ running: HASHING_THREADS, waiting: 2, shed: shedBefore + 3, held: 0 });
    const outcomes = await Promise.all(calls);
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(HASHING_THREADS + 2);
    const refusals = outcomes.filter((outcome): outcome is AuthError => outcome instanceof AuthError);
    expect(refusals.map((refusal) => [refusal.code, refusal.status])).toEqual([
      ['SERVICE_BUSY', 503],
      ['SERVICE_BUSY', 503],
      ['SERVICE_BUSY', 503],
    ]);
    expect(Number(refusals[0].headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(hashingStats()).toEqual({ running: 0, waiting: 0, shed: shedBefore + 3, held: 0 });
  });

  it('lets any number wait when unbounded', async () => {
    const hashes = await Promise.all(Array.from({ length: HASHING_THREADS + 3 }, () => hashPassword(PASSWORD)));

    expect(hashes).toHaveLength(HASHING_THREADS + 3);
  });
});

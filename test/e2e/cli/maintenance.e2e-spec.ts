import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, createTestApp, TestApp } from '../../support/create-test-app';
import { signUp, signIn } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { onlyEvent, auditEvents } from '../../support/audit';
import { databaseMadeByBetterAuth, signUpThrough } from '../../support/better-auth-app';
import { keepRealPasswordHash } from '../../support/real-password-hash';

// Better Auth itself hashes and checks the refill-interval users' passwords, at its own cost.
keepRealPasswordHash();

const DAY_SECONDS = 86_400;

describe('the CLI’s sweep-api-keys', () => {
  let cli: CliBuild;
  let database: TestDatabase;

  beforeAll(async () => {
    cli = await buildCli();
    database = await createTestDatabase({ sqliteFile: true });
  });

  afterAll(async () => {
    await database.drop();
    cli.remove();
  });

  it('deletes the keys that have expired and keeps the others', async () => {
    const t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
    try {
      const user = await signUp(t.http);
      await createKeyOnServer(t.http, user.userId, { expiresIn: DAY_SECONDS });
      // Made three days ago with a one-day lifetime: expired two days ago by the real clock the CLI reads.
      t.clock.advanceSeconds(-3 * DAY_SECONDS);
      await createKeyOnServer(t.http, user.userId, { expiresIn: DAY_SECONDS });
      await createKeyOnServer(t.http, user.userId, { expiresIn: DAY_SECONDS });
    } finally {
      await t.close();
    }

    const run = await cli.run(['sweep-api-keys'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });
    const again = await cli.run(['sweep-api-keys'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });

    expect(run).toEqual({ code: 0, stdout: 'Expired API keys deleted.\n', stderr: 'Deleted 2 expired API keys\n' });
    expect(again).toEqual({ code: 0, stdout: 'Expired API keys deleted.\n', stderr: '' });
  });
});

describe('the CLI’s rotate-jwks', () => {
  let cli: CliBuild;
  let database: TestDatabase;

  beforeAll(async () => {
    cli = await buildCli();
    database = await createTestDatabase({ sqliteFile: true });
  });

  afterAll(async () => {
    await database.drop();
    cli.remove();
  });

  it('makes a new signing key that the service then signs with, the old key still verifying its tokens, and audits it', async () => {
    const before = await createTestApp({ database });
    let user: Awaited<ReturnType<typeof signUp>>;
    let oldToken: string;
    try {
      user = await signUp(before.http);
      oldToken = (await request(before.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body.token;
    } finally {
      await before.close();
    }

    const run = await cli.run(['rotate-jwks'], { env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET } });

    const after = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
    try {
      const newKid = /New signing key (\S+);/.exec(run.stdout)?.[1];
      const token = (await request(after.http).get('/api/auth/token').set('Cookie', user.cookie).expect(200)).body
        .token;
      const keys = createLocalJWKSet((await request(after.http).get('/api/auth/jwks').expect(200)).body);
      expect(run.code).toBe(0);
      expect(decodeProtectedHeader(token).kid).toBe(newKid);
      expect(decodeProtectedHeader(oldToken).kid).not.toBe(newKid);
      await expect(jwtVerify(oldToken, keys)).resolves.toMatchObject({ payload: { sub: user.userId } });
      const admin = await createUserWithRole(after.http, 'admin');
      expect(await onlyEvent(after.http, admin.cookie, 'jwks.rotate', newKid!)).toMatchObject({
        actorId: null,
        targetType: 'signing-key',
        result: 'success',
        metadata: { trigger: 'command line', alg: 'EdDSA' },
        origin: 'cli',
      });
    } finally {
      await after.close();
    }
  });
});

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
// Each CLI run starts the service's modules in a process of its own: on a loaded machine, seconds.
const CLI_TEST_TIMEOUT_MS = 60_000;

interface MadeByBetterAuth {
  email: string;
  /** Key ids by the interval Better Auth was given, in milliseconds (or, for `days`, a number of days). */
  keys: Record<'hour' | 'dayAndAHalf' | 'fortnight' | 'days', string>;
}

describe('the CLI’s convert-refill-intervals, on keys Better Auth made with intervals in milliseconds', () => {
  let cli: CliBuild;
  let database: TestDatabase;
  let made: MadeByBetterAuth;
  let t: TestApp;
  const env = () => ({ DATABASE_URL: database.url, AUTH_SECRET: TEST_SECRET });

  async function refillIntervals(): Promise<Record<string, number>> {
    const cookie = await signIn(t.http, made.email);
    const intervals: Record<string, number> = {};
    for (const [name, id] of Object.entries(made.keys)) {
      const response = await request(t.http)
        .get('/api/auth/api-key/get')
        .query({ id })
        .set('Cookie', cookie)
        .expect(200);
      intervals[name] = response.body.refillInterval;
    }
    return intervals;
  }

  beforeAll(async () => {
    cli = await buildCli();
    ({ database, made } = await databaseMadeByBetterAuth(async (app) => {
      const owner = await signUpThrough(app, 'refill');
      const make = async (refillInterval: number) =>
        (await app.auth.api.createApiKey({ body: { userId: owner.userId, refillInterval, refillAmount: 5 } })).id;
      const keys = {
        hour: await make(HOUR_MS),
        dayAndAHalf: await make(DAY_MS * 1.5),
        fortnight: await make(DAY_MS * 14),
        // Small enough to be days: left as it is.
        days: await make(30),
      };
      return { email: owner.email, keys };
    }));
    t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
  }, CLI_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
    await database?.drop();
    cli?.remove();
  });

  it(
    'is named by doctor, with how many keys and what to run',
    async () => {
      const run = await cli.run(['doctor'], { env: env() });

      expect(run.stdout).toContain(
        "warn  api-key refill intervals: 3 keys have a refillInterval above 36525, which only milliseconds (Better Auth's unit) " +
          'can mean, while this service counts days: run convert-refill-intervals (--dry-run lists them first)\n',
      );
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'with --dry-run, lists each change and makes none',
    async () => {
      const run = await cli.run(['convert-refill-intervals', '--dry-run'], { env: env() });

      const [summary, ...changes] = run.stdout.trimEnd().split('\n').reverse();
      expect({ code: run.code, stderr: run.stderr, summary }).toEqual({
        code: 0,
        stderr: '',
        summary: '3 keys would be converted; dry run, nothing changed.',
      });
      expect(changes.sort()).toEqual(
        [
          `key ${made.keys.hour}: refillInterval 3600000 ms -> 1 days`,
          `key ${made.keys.dayAndAHalf}: refillInterval 129600000 ms -> 2 days`,
          `key ${made.keys.fortnight}: refillInterval 1209600000 ms -> 14 days`,
        ].sort(),
      );
      expect(await refillIntervals()).toEqual({
        hour: HOUR_MS,
        dayAndAHalf: DAY_MS * 1.5,
        fortnight: DAY_MS * 14,
        days: 30,
      });
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'converts milliseconds to the nearest whole day, never below one, and leaves days alone',
    async () => {
      const run = await cli.run(['convert-refill-intervals'], { env: env() });

      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/\n3 keys converted from milliseconds to days\.\n$/);
      expect(await refillIntervals()).toEqual({ hour: 1, dayAndAHalf: 2, fortnight: 14, days: 30 });
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it('records the conversion in the audit log, naming the keys', async () => {
    const admin = await createUserWithRole(t.http);

    const events = await auditEvents(t.http, admin.cookie, { action: 'api-key.convert-refill-intervals' });

    expect(events).toEqual([
      expect.objectContaining({
        action: 'api-key.convert-refill-intervals',
        actorId: null,
        result: 'success',
        origin: 'cli',
      }),
    ]);
    expect(events[0].metadata.converted).toBe(3);
    expect([...events[0].metadata.keyIds].sort()).toEqual(
      [made.keys.hour, made.keys.dayAndAHalf, made.keys.fortnight].sort(),
    );
  });

  it(
    'finds nothing more to convert once converted',
    async () => {
      const again = await cli.run(['convert-refill-intervals'], { env: env() });

      expect(again.stdout).toBe('0 keys converted from milliseconds to days.\n');
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'is no longer named by doctor once converted',
    async () => {
      const doctor = await cli.run(['doctor'], { env: env() });

      expect(doctor.stdout).toMatch(/^ok {4}database: /m);
      expect(doctor.stdout).not.toContain('api-key refill intervals');
    },
    CLI_TEST_TIMEOUT_MS,
  );
});

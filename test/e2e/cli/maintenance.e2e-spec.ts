import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { createKeyOnServer } from '../../support/api-keys';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, createTestApp } from '../../support/create-test-app';
import { signUp } from '../../support/factories';
import { TestDatabase, createTestDatabase } from '../../support/test-database';
import { onlyEvent } from '../../support/audit';

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

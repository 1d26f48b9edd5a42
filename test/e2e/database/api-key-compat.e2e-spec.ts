import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { sha256Base64Url } from '../../../src/platform/common/crypto/digest';
import { currentSchema } from '../../../src/platform/database/ensure-table';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { isPostgresRun } from '../../support/test-database';

const RAW_KEY = 'legacyAbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl';
const USER_ID = 'legacyUserId00000000000000000000';
const KEY_ID = 'legacyKeyId000000000000000000000';
const REFILL_KEY = 'legacyRefillAbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const REFILL_KEY_ID = 'legacyRefillKeyId000000000000000';
const LATE_KEY = 'legacyLateAbcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi';
const LATE_KEY_ID = 'legacyLateKeyId00000000000000000';

// An `apikey` table as Better Auth's api-key plugin leaves it, with one key: its SHA-256 in
// base64url, JSON as text, and metadata stringified twice as older Better Auth versions wrote it.
const BETTER_AUTH_TABLES = `
  CREATE TABLE "user" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "email" TEXT NOT NULL UNIQUE,
    "emailVerified" BOOLEAN NOT NULL, "image" TEXT, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL);
  INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
    VALUES ('${USER_ID}', 'Legacy', 'legacy@example.com', TRUE, '2025-01-01 00:00:00', '2025-01-01 00:00:00');
  CREATE TABLE "apikey" ("id" TEXT PRIMARY KEY, "name" TEXT, "start" TEXT, "prefix" TEXT, "key" TEXT NOT NULL,
    "userId" TEXT NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "refillInterval" INTEGER, "refillAmount" INTEGER,
    "lastRefillAt" TIMESTAMP, "enabled" BOOLEAN DEFAULT TRUE, "rateLimitEnabled" BOOLEAN DEFAULT TRUE,
    "rateLimitTimeWindow" INTEGER DEFAULT 86400000, "rateLimitMax" INTEGER DEFAULT 10, "requestCount" INTEGER DEFAULT 0,
    "remaining" INTEGER, "lastRequest" TIMESTAMP, "expiresAt" TIMESTAMP, "createdAt" TIMESTAMP NOT NULL,
    "updatedAt" TIMESTAMP NOT NULL, "permissions" TEXT, "metadata" TEXT);
  INSERT INTO "apikey" ("id", "name", "start", "prefix", "key", "userId", "enabled", "rateLimitEnabled",
    "rateLimitTimeWindow", "rateLimitMax", "requestCount", "remaining", "createdAt", "updatedAt", "permissions", "metadata")
    VALUES ('${KEY_ID}', 'legacy', 'legacy', 'legacy', '${sha256Base64Url(RAW_KEY)}', '${USER_ID}', TRUE, FALSE,
      86400000, 10, 0, 5, '2025-01-01 00:00:00', '2025-01-01 00:00:00', '{"files":["read"]}', '"{\\"team\\":\\"ops\\"}"');
  INSERT INTO "apikey" ("id", "key", "userId", "refillInterval", "refillAmount", "lastRefillAt", "rateLimitEnabled",
    "remaining", "createdAt", "updatedAt")
    VALUES ('${REFILL_KEY_ID}', '${sha256Base64Url(REFILL_KEY)}', '${USER_ID}', 86400000, 100, '2025-01-01 00:00:00', FALSE,
      5, '2025-01-01 00:00:00', '2025-01-01 00:00:00');
`;

describe('API keys in a database Better Auth made', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      config: ADMIN_TEST_CONFIG,
      prepareDatabase: (database) => database.run(BETTER_AUTH_TABLES),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('verifies a key Better Auth issued, with its permissions and metadata read back', async () => {
    const body = await verifyKey(t.http, RAW_KEY, { files: ['read'] });

    expect(body).toMatchObject({ valid: true, error: null });
    expect(body.key).toMatchObject({
      id: KEY_ID,
      referenceId: USER_ID,
      remaining: 4,
      permissions: { files: ['read'] },
      metadata: { team: 'ops' },
    });
    expect(body.key).not.toHaveProperty('key');
  });

  // Better Auth counts refillInterval in milliseconds: read as days, a day's worth reaches past any date a database
  // holds.
  it('verifies a key whose refill interval Better Auth wrote in milliseconds, and never refills it', async () => {
    for (const remaining of [4, 3]) {
      const body = await verifyKey(t.http, REFILL_KEY);
      expect(body).toMatchObject({
        valid: true,
        error: null,
        key: { id: REFILL_KEY_ID, refillInterval: 86_400_000, remaining },
      });
    }
  });

  it('gives the key owner a session from the key', async () => {
    const response = await request(t.http).get('/api/auth/get-session').set('x-api-key', RAW_KEY).expect(200);

    expect(response.body.user).toMatchObject({ id: USER_ID, email: 'legacy@example.com' });
    expect(response.body.session).toMatchObject({ id: KEY_ID, userId: USER_ID });
  });
});

describe('the `apikey` table Better Auth 1.4 made, once migrated', () => {
  let t: TestApp;
  let sequelize: Sequelize;

  beforeAll(async () => {
    t = await createTestApp({
      config: ADMIN_TEST_CONFIG,
      prepareDatabase: (database) =>
        database.run(`${BETTER_AUTH_TABLES}; CREATE INDEX "apikey_name_idx" ON "apikey" ("name");`),
    });
    sequelize = t.app.get(Sequelize);
  });

  afterAll(async () => {
    await t.close();
  });

  it('names every key’s owner in referenceId beside configId "default", and lets userId be null', async () => {
    const [rows] = await sequelize.query(
      `SELECT "id", "userId", "referenceId", "configId" FROM "apikey" ORDER BY "id"`,
    );
    const schema = (await currentSchema(sequelize.getQueryInterface())) ?? undefined;
    const columns = await sequelize.getQueryInterface().describeTable('apikey', { schema });

    expect(rows).toEqual([
      { id: KEY_ID, userId: USER_ID, referenceId: USER_ID, configId: 'default' },
      { id: REFILL_KEY_ID, userId: USER_ID, referenceId: USER_ID, configId: 'default' },
    ]);
    expect(columns.userId.allowNull).toBe(true);
  });

  it('keeps the indexes the table had, and adds 1.7’s on referenceId and configId', async () => {
    const [names] = (await sequelize.query(
      isPostgresRun()
        ? `SELECT "indexname" AS "name" FROM "pg_indexes" WHERE "tablename" = 'apikey' AND "schemaname" = current_schema()`
        : `SELECT "name" FROM "sqlite_master" WHERE "type" = 'index' AND "tbl_name" = 'apikey'`,
    )) as [Array<{ name: string }>, unknown];

    expect(names.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['apikey_name_idx', 'apikey_referenceId_idx', 'apikey_configId_idx']),
    );
  });

  it('still gives its user a key Better Auth 1.4 writes afterwards with userId alone', async () => {
    await sequelize.query(
      `INSERT INTO "apikey" ("id", "key", "userId", "rateLimitEnabled", "createdAt", "updatedAt") ` +
        `VALUES ('${LATE_KEY_ID}', '${sha256Base64Url(LATE_KEY)}', '${USER_ID}', FALSE, '2025-01-02 00:00:00', '2025-01-02 00:00:00')`,
    );

    const body = await verifyKey(t.http, LATE_KEY);
    const session = await request(t.http).get('/api/auth/get-session').set('x-api-key', LATE_KEY).expect(200);

    expect(body).toMatchObject({ valid: true, key: { id: LATE_KEY_ID, referenceId: USER_ID, configId: 'default' } });
    expect(session.body.user).toMatchObject({ id: USER_ID });
  });

  it('writes userId beside referenceId for a key it makes, so Better Auth 1.4 still finds it', async () => {
    const { id } = await createKeyOnServer(t.http, USER_ID);
    const [rows] = await sequelize.query(`SELECT "userId", "referenceId" FROM "apikey" WHERE "id" = '${id}'`);

    expect(rows).toEqual([{ userId: USER_ID, referenceId: USER_ID }]);
  });
});

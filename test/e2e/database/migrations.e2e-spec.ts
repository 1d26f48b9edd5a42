import { QueryTypes } from 'sequelize';
import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG } from '../../support/admin';
import { createKeyOnServer, verifyKey } from '../../support/api-keys';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { eventually } from '../../support/email-outbox';
import { PASSWORD, signUp, uniqueEmail, signIn } from '../../support/factories';
import { TestDatabase, createTestDatabase, isPostgresRun } from '../../support/test-database';
import { MIGRATIONS } from '../../../src/platform/database/migrations/index';

// A `user` table as an older deployment left it: no `image` column, one existing row.
const OLD_USER_TABLE = `
  CREATE TABLE "user" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "email" TEXT NOT NULL UNIQUE,
    "emailVerified" BOOLEAN NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL);
  INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
    VALUES ('existingUserId000000000000000000', 'Existing', 'existing@example.com', TRUE, '2025-01-01 00:00:00', '2025-01-01 00:00:00');
`;

describe('migrations on a database that already has some tables', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ prepareDatabase: (database) => database.run(OLD_USER_TABLE) });
  });

  afterAll(async () => {
    await t.close();
  });

  it('adds the missing column and tables and keeps every existing row', async () => {
    const sequelize = t.app.get(Sequelize);
    for (const table of ['account', 'session', 'verification', 'rateLimit']) {
      await expect(sequelize.query(`SELECT COUNT(*) AS "rows" FROM "${table}"`)).resolves.toBeDefined();
    }
    const [rows] = await sequelize.query(
      `SELECT "name", "email", "image" FROM "user" WHERE "id" = 'existingUserId000000000000000000'`,
    );
    expect(rows).toEqual([{ name: 'Existing', email: 'existing@example.com', image: null }]);
  });

  it('serves sign-up on the migrated tables', async () => {
    const email = uniqueEmail();
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'New', email, password: PASSWORD })
      .expect(200);
    expect(response.body.user).toMatchObject({ email, image: null });
  });

  it("refuses to sign up again with the existing row's address, so the old row is live", async () => {
    const response = await request(t.http)
      .post('/api/auth/sign-up/email')
      .send({ name: 'Dup', email: 'existing@example.com', password: PASSWORD })
      .expect(422);
    expect(response.body.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });
});

/** Every text in a date column of every table, by table, column and row. */
async function storedDates(sequelize: Sequelize): Promise<Record<string, unknown>> {
  const select = <T extends object>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });
  const dates: Record<string, unknown> = {};
  const tables = await select<{ name: string }>(`SELECT "name" FROM "sqlite_master" WHERE "type" = 'table'`);
  for (const { name: table } of tables) {
    const columns = await select<{ name: string; type: string }>(`PRAGMA table_info("${table}")`);
    for (const { name: column } of columns.filter(({ type }) => /date|time/i.test(type))) {
      const rows = await select<{ at: unknown }>(`SELECT "${column}" AS "at" FROM "${table}" ORDER BY rowid`);
      rows.forEach(({ at }, row) => (dates[`${table}.${column}.${row}`] = at));
    }
  }
  return dates;
}

// What 0027 rewrites exists on SQLite only: PostgreSQL keeps timestamps, not text.
const describeOnSqlite = isPostgresRun() ? describe.skip : describe;

describeOnSqlite('0027 on a SQLite database whose dates this service wrote in its earlier form', () => {
  let database: TestDatabase;
  let before: Record<string, unknown>;
  let cookie: string;
  let key: string;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    const earlier = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
    try {
      const user = await signUp(earlier.http);
      cookie = user.cookie;
      ({ key } = await createKeyOnServer(earlier.http, user.userId, { expiresIn: 86_400 }));
      await request(earlier.http).post('/api/auth/request-password-reset').send({ email: user.email }).expect(200);
      const sequelize = earlier.app.get(Sequelize);
      // A delivered e-mail leaves the outbox: its row is gone before the dates are read.
      await eventually(async () => (await sequelize.query(`SELECT "id" FROM "emailOutbox"`))[0].length === 0);
      before = await storedDates(sequelize);
      for (const name of Object.keys(before)) {
        const [table, column] = name.split('.');
        await sequelize.query(
          `UPDATE "${table}" SET "${column}" = strftime('%Y-%m-%d %H:%M:%f', "${column}") || ' +00:00' ` +
            `WHERE "${column}" LIKE '____-__-__T%'`,
        );
      }
      await sequelize.query(`DELETE FROM "authServiceMigration" WHERE "name" = '0027-iso-sqlite-dates'`);
    } finally {
      await earlier.close();
    }
    t = await createTestApp({ database, config: ADMIN_TEST_CONFIG });
  });

  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('had dates in every table it writes, all in Better Auth’s form', () => {
    const tables = new Set(Object.keys(before).map((name) => name.split('.')[0]));

    expect([...tables]).toEqual(expect.arrayContaining(['user', 'account', 'session', 'verification', 'apikey']));
    expect(Object.values(before).filter((at) => at !== null)).toEqual(
      Object.values(before)
        .filter((at) => at !== null)
        .map(() => expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)),
    );
  });

  it('turns every date back into Better Auth’s form, the same instant to the millisecond', async () => {
    expect(await storedDates(t.app.get(Sequelize))).toEqual(before);
  });

  it('serves the session and the key made before, as live', async () => {
    const session = await request(t.http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);

    expect(session.body.session).toMatchObject({ expiresAt: expect.any(String) });
    expect(await verifyKey(t.http, key)).toMatchObject({ valid: true, error: null });
  });
});

// A configured extra field: its column is added at start as well, by whichever instance gets there first.
const CONFIG = { user: { additionalFields: { department: { type: 'string' as const } } } };

describe('three instances started at once on one empty database', () => {
  let database: TestDatabase;
  let instances: TestApp[];

  beforeAll(async () => {
    database = await createTestDatabase({ sqliteFile: true });
    instances = await Promise.all([1, 2, 3].map(() => createTestApp({ database, config: CONFIG })));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
  });

  it('all come up, with every migration recorded once', async () => {
    const [rows] = await instances[0].app
      .get(Sequelize)
      .query('SELECT "name" FROM "authServiceMigration" ORDER BY "name"');
    expect((rows as Array<{ name: string }>).map((row) => row.name)).toEqual(
      MIGRATIONS.map((migration) => migration.name),
    );
  });

  it('serve as one deployment on the migrated schema, the configured column included', async () => {
    const user = await signUp(instances[0].http);
    await request(instances[1].http)
      .post('/api/auth/update-user')
      .set('Cookie', user.cookie)
      .send({ department: 'Research' })
      .expect(200);
    const cookie = await signIn(instances[2].http, user.email, PASSWORD);
    const session = await request(instances[2].http).get('/api/auth/get-session').set('Cookie', cookie).expect(200);
    expect(session.body.user).toMatchObject({ id: user.userId, department: 'Research' });
  });
});

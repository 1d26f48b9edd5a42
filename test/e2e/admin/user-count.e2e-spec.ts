import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { ADMIN_TEST_CONFIG, createUserWithRole } from '../../support/admin';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { SignedUpUser, signUp } from '../../support/factories';

// Users a deployment already had before the kept count existed.
const EXISTING_USERS = `
  CREATE TABLE "user" ("id" TEXT PRIMARY KEY, "name" TEXT NOT NULL, "email" TEXT NOT NULL UNIQUE,
    "emailVerified" BOOLEAN NOT NULL, "createdAt" TIMESTAMP NOT NULL, "updatedAt" TIMESTAMP NOT NULL);
  INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt") VALUES
    ('existing-1', 'Existing one', 'existing-1@example.com', TRUE, '2025-01-01 00:00:00', '2025-01-01 00:00:00'),
    ('existing-2', 'Existing two', 'existing-2@example.com', FALSE, '2025-01-02 00:00:00', '2025-01-02 00:00:00');
`;

const insertDirectly = (ids: string[]) =>
  `INSERT INTO "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt") VALUES ` +
  ids
    .map(
      (id) =>
        `('${id}', 'Imported', '${id}@example.com', FALSE, '2025-02-01 00:00:00.000 +00:00', '2025-02-01 00:00:00.000 +00:00')`,
    )
    .join(', ');

/** The unfiltered list's total comes from a count the database keeps; it must always equal counting the rows. */
describe('admin list-users total, kept by the database', () => {
  let t: TestApp;
  let sequelize: Sequelize;
  let admin: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp({ config: ADMIN_TEST_CONFIG, prepareDatabase: (database) => database.run(EXISTING_USERS) });
    sequelize = t.app.get(Sequelize);
    admin = await createUserWithRole(t.http, 'admin');
  });

  afterAll(async () => {
    await t.close();
  });

  async function listedTotal(query: Record<string, string> = {}): Promise<number> {
    return (
      await request(t.http)
        .get('/api/auth/admin/list-users')
        .set('Cookie', admin.cookie)
        .query({ limit: 1, ...query })
        .expect(200)
    ).body.total;
  }

  async function countedRows(): Promise<number> {
    const [rows] = await sequelize.query('SELECT count(*) AS "rows" FROM "user"');
    return Number((rows as Array<{ rows: number | string }>)[0].rows);
  }

  it('starts from the users already there when the migration ran', async () => {
    expect(await countedRows()).toBe(3);
    expect(await listedTotal()).toBe(3);
  });

  it('follows sign-ups and removals through the API', async () => {
    const user = await signUp(t.http);
    expect(await listedTotal()).toBe(4);

    await request(t.http)
      .post('/api/auth/admin/remove-user')
      .set('Cookie', admin.cookie)
      .send({ userId: user.userId })
      .expect(200);
    expect(await listedTotal()).toBe(3);
  });

  it('counts rows written straight to the database, one at a time or many in one statement', async () => {
    await sequelize.query(insertDirectly(['imported-1']));
    await sequelize.query(insertDirectly(['imported-2', 'imported-3', 'imported-4']));
    await sequelize.query(`DELETE FROM "user" WHERE "id" IN ('imported-2', 'imported-3')`);

    expect(await countedRows()).toBe(5);
    expect(await listedTotal()).toBe(5);
  });

  it('keeps a rolled-back insert out of the count', async () => {
    await expect(
      sequelize.transaction(async (transaction) => {
        await sequelize.query(insertDirectly(['rolled-back']), { transaction });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    expect(await listedTotal()).toBe(await countedRows());
  });

  it('still counts the matching users when the list is searched or filtered', async () => {
    expect(await listedTotal({ searchField: 'name', searchOperator: 'starts_with', searchValue: 'imported' })).toBe(2);
    expect(await listedTotal({ filterField: 'emailVerified', filterOperator: 'eq', filterValue: 'true' })).toBe(1);
  });
});

import { Sequelize } from 'sequelize-typescript';
import request from 'supertest';
import { TestApp, createTestApp } from '../../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../../support/factories';

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

import { Transaction } from 'sequelize';
import { Migration } from '../migration';
import { currentSchema } from '../ensure-table';

/**
 * The number of users, kept exact by triggers on `user`, so the admin list's unfiltered total is one
 * row read instead of counting every user on each page. The triggers sit in the database, so rows
 * written by anything else (Better Auth itself, a bulk import) are counted as well.
 */
export const addUserCount: Migration = {
  name: '0015-add-user-count',
  up: async ({ context }) => {
    const sequelize = context.sequelize;
    if (sequelize.getDialect() !== 'postgres') {
      await sequelize.query(
        'CREATE TABLE IF NOT EXISTS "userCount" ("id" INTEGER PRIMARY KEY, "count" INTEGER NOT NULL)',
      );
      await sequelize.query(
        'CREATE TRIGGER IF NOT EXISTS "user_counted_insert" AFTER INSERT ON "user" BEGIN UPDATE "userCount" SET "count" = "count" + 1 WHERE "id" = 1; END',
      );
      await sequelize.query(
        'CREATE TRIGGER IF NOT EXISTS "user_counted_delete" AFTER DELETE ON "user" BEGIN UPDATE "userCount" SET "count" = "count" - 1 WHERE "id" = 1; END',
      );
      await sequelize.query(
        'INSERT OR REPLACE INTO "userCount" ("id", "count") VALUES (1, (SELECT count(*) FROM "user"))',
      );
      return;
    }
    // Qualified, since a trigger runs under the search path of whoever writes the row.
    const schema = `"${(await currentSchema(context))!.replace(/"/g, '""')}"`;
    await sequelize.transaction(async (transaction: Transaction) => {
      const run = (sql: string) => sequelize.query(sql, { transaction });
      // Users written by running instances wait until the count and its triggers are in place together.
      await run(`LOCK TABLE ${schema}."user" IN SHARE ROW EXCLUSIVE MODE`);
      await run(`CREATE TABLE IF NOT EXISTS ${schema}."userCount" ("id" INTEGER PRIMARY KEY, "count" BIGINT NOT NULL)`);
      const triggers = [
        {
          name: 'user_counted_insert',
          event: 'INSERT',
          rows: 'REFERENCING NEW TABLE AS "changed"',
          count: '"count" + (SELECT count(*) FROM "changed")',
        },
        {
          name: 'user_counted_delete',
          event: 'DELETE',
          rows: 'REFERENCING OLD TABLE AS "changed"',
          count: '"count" - (SELECT count(*) FROM "changed")',
        },
        { name: 'user_counted_truncate', event: 'TRUNCATE', rows: '', count: '0' },
      ];
      for (const { name, event, rows, count } of triggers) {
        await run(
          `CREATE OR REPLACE FUNCTION ${schema}."${name}"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
            `UPDATE ${schema}."userCount" SET "count" = ${count} WHERE "id" = 1; RETURN NULL; END $$`,
        );
        await run(`DROP TRIGGER IF EXISTS "${name}" ON ${schema}."user"`);
        await run(
          `CREATE TRIGGER "${name}" AFTER ${event} ON ${schema}."user" ${rows} FOR EACH STATEMENT EXECUTE FUNCTION ${schema}."${name}"()`,
        );
      }
      await run(
        `INSERT INTO ${schema}."userCount" ("id", "count") VALUES (1, (SELECT count(*) FROM ${schema}."user")) ` +
          `ON CONFLICT ("id") DO UPDATE SET "count" = EXCLUDED."count"`,
      );
    });
  },
};

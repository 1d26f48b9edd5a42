import { QueryInterface, Transaction } from 'sequelize';
import { Migration } from '../migration';
import { currentSchema } from '../ensure-table';

const TRIGGER = 'apikey_reference_user';

/**
 * Better Auth 1.7's owner columns on `apikey`: `referenceId` (a user's id, or an organization's for
 * an organization's key) and `configId` (the key configuration, 'default' for every older key).
 * Where the table has 1.4's `userId` (1.4 or this service made it), the owner is copied over, and
 * `userId` becomes nullable, since an organization's key has no user. A trigger copies it for rows
 * Better Auth 1.4 goes on writing with `userId` alone. A table 1.7 made already has both columns and
 * is left as it is: no `userId` is added to it.
 */
export const addApiKeyReference: Migration = {
  name: '0019-add-api-key-reference',
  up: async ({ context }) => {
    if (context.sequelize.getDialect() === 'postgres') await onPostgres(context);
    else await onSqlite(context);
  },
};

async function onPostgres(context: QueryInterface): Promise<void> {
  const sequelize = context.sequelize;
  const schemaName = (await currentSchema(context))!;
  const schema = `"${schemaName.replace(/"/g, '""')}"`;
  const table = `${schema}."apikey"`;
  await sequelize.transaction(async (transaction: Transaction) => {
    const run = (sql: string) => sequelize.query(sql, { transaction });
    // Keys written by running instances wait until the columns, the copy and the trigger are in place together.
    await run(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const columns = await context.describeTable('apikey', { schema: schemaName });
    if (!columns.referenceId) await run(`ALTER TABLE ${table} ADD COLUMN "referenceId" TEXT`);
    if (!columns.configId) await run(`ALTER TABLE ${table} ADD COLUMN "configId" TEXT NOT NULL DEFAULT 'default'`);
    if (columns.userId) {
      await run(`ALTER TABLE ${table} ALTER COLUMN "userId" DROP NOT NULL`);
      // Qualified, since a trigger runs under the search path of whoever writes the row.
      await run(
        `CREATE OR REPLACE FUNCTION ${schema}."${TRIGGER}"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `NEW."referenceId" := COALESCE(NEW."referenceId", NEW."userId"); RETURN NEW; END $$`,
      );
      await run(`DROP TRIGGER IF EXISTS "${TRIGGER}" ON ${table}`);
      await run(
        `CREATE TRIGGER "${TRIGGER}" BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${schema}."${TRIGGER}"()`,
      );
      await run(`UPDATE ${table} SET "referenceId" = "userId" WHERE "referenceId" IS NULL`);
    }
    // Named as Better Auth 1.7 names them, so its own migrations find them in place.
    await run(`CREATE INDEX IF NOT EXISTS "apikey_referenceId_idx" ON ${table} ("referenceId")`);
    await run(`CREATE INDEX IF NOT EXISTS "apikey_configId_idx" ON ${table} ("configId")`);
  });
}

/** Runs inside the migrations' immediate transaction (see migration-lock), so a failure leaves the table as it was. */
async function onSqlite(context: QueryInterface): Promise<void> {
  const sequelize = context.sequelize;
  const run = (sql: string) => sequelize.query(sql);
  const columns = await context.describeTable('apikey');
  if (!columns.referenceId) await run(`ALTER TABLE "apikey" ADD COLUMN "referenceId" TEXT`);
  if (!columns.configId) await run(`ALTER TABLE "apikey" ADD COLUMN "configId" TEXT NOT NULL DEFAULT 'default'`);
  if (columns.userId) {
    if (!columns.userId.allowNull) await makeSqliteColumnNullable(context, 'apikey', 'userId');
    await run(`UPDATE "apikey" SET "referenceId" = "userId" WHERE "referenceId" IS NULL`);
    // SQLite's triggers cannot change the row being inserted: the copy follows it.
    await run(
      `CREATE TRIGGER IF NOT EXISTS "${TRIGGER}" AFTER INSERT ON "apikey" WHEN NEW."referenceId" IS NULL ` +
        `BEGIN UPDATE "apikey" SET "referenceId" = NEW."userId" WHERE "id" = NEW."id"; END`,
    );
  }
  await run(`CREATE INDEX IF NOT EXISTS "apikey_referenceId_idx" ON "apikey" ("referenceId")`);
  await run(`CREATE INDEX IF NOT EXISTS "apikey_configId_idx" ON "apikey" ("configId")`);
}

/**
 * SQLite cannot drop a NOT NULL: the table is made anew from its own definition less that NOT NULL
 * (every other column, default, key and constraint as it was), its rows copied, and its indexes and
 * triggers made again, as SQLite's documentation lays the change out.
 */
async function makeSqliteColumnNullable(context: QueryInterface, table: string, column: string): Promise<void> {
  const sequelize = context.sequelize;
  const [[definition]] = (await sequelize.query(
    `SELECT "sql" FROM "sqlite_master" WHERE "type" = 'table' AND "name" = ?`,
    {
      replacements: [table],
    },
  )) as [Array<{ sql: string }>, unknown];
  const [dependents] = (await sequelize.query(
    `SELECT "sql" FROM "sqlite_master" WHERE "type" IN ('index', 'trigger') AND "tbl_name" = ? AND "sql" IS NOT NULL`,
    { replacements: [table] },
  )) as [Array<{ sql: string }>, unknown];
  const names = Object.keys(await context.describeTable(table))
    .map((name) => `"${name.replace(/"/g, '""')}"`)
    .join(', ');
  const rebuilt = `${table}_rebuilt`;
  await sequelize.query(
    withoutNotNull(definition.sql, column).replace(tableNamePattern(), `CREATE TABLE "${rebuilt}"`),
  );
  await sequelize.query(`INSERT INTO "${rebuilt}" (${names}) SELECT ${names} FROM "${table}"`);
  await sequelize.query(`DROP TABLE "${table}"`);
  await sequelize.query(`ALTER TABLE "${rebuilt}" RENAME TO "${table}"`);
  for (const { sql } of dependents) await sequelize.query(sql);
}

/** The start of a CREATE TABLE statement, its table's name quoted in any of SQLite's ways. */
function tableNamePattern(): RegExp {
  return /^\s*CREATE\s+TABLE\s+(IF\s+NOT\s+EXISTS\s+)?("[^"]*"|`[^`]*`|\[[^\]]*\]|'[^']*'|[^\s(]+)/i;
}

/** `create`, a CREATE TABLE statement, with the NOT NULL taken off `column`'s definition. */
function withoutNotNull(create: string, column: string): string {
  const open = create.indexOf('(');
  const close = create.lastIndexOf(')');
  const parts = splitTopLevel(create.slice(open + 1, close));
  const changed = parts.map((part) => {
    const name = part.trim().match(/^("[^"]*"|`[^`]*`|\[[^\]]*\]|'[^']*'|\S+)/)?.[1] ?? '';
    const unquoted = /^["`'[]/.test(name) ? name.slice(1, -1) : name;
    return unquoted === column ? part.replace(/\s+NOT\s+NULL\b/i, '') : part;
  });
  if (changed.every((part, index) => part === parts[index])) throw new Error(`No NOT NULL on ${column} to take off`);
  return `${create.slice(0, open + 1)}${changed.join(',')}${create.slice(close)}`;
}

/** The comma-separated parts of a definition list, commas within brackets or quotes left alone. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '[') quote = ']';
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

import { QueryTypes } from 'sequelize';
import { Migration } from '../migration';

// A declared column type that holds dates: Sequelize's DATETIME, Better Auth's `date`, TIMESTAMP.
const DATE_TYPE = /date|time/i;
// Text of the form `YYYY-MM-DD HH:MM:SS`, with any fraction and offset after it: what 0013 and Sequelize wrote.
const SPACED_FORM = "'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9]*'";
const ISO_FORM = "'%Y-%m-%dT%H:%M:%fZ'";

/**
 * On SQLite, rewrites every date this service stored as `2025-01-01 10:00:00.000 +00:00` (0013 turned Better
 * Auth's rows into that form too) to the form Better Auth writes, `2025-01-01T10:00:00.000Z`, the same instant,
 * so both programs compare dates as text correctly on one database. Every table's date columns are covered,
 * Better Auth's and this service's alike; a value SQLite cannot read as a time is left as it is. PostgreSQL
 * keeps real timestamps and needs nothing.
 */
export const isoSqliteDates: Migration = {
  name: '0027-iso-sqlite-dates',
  up: async ({ context }) => {
    const { sequelize } = context;
    if (sequelize.getDialect() !== 'sqlite') return;
    const q = (id: string) => context.quoteIdentifier(id);
    const tables = await sequelize.query<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
      { type: QueryTypes.SELECT },
    );
    for (const { name: table } of tables) {
      const columns = await sequelize.query<{ name: string; type: string }>(`PRAGMA table_info(${q(table)})`, {
        type: QueryTypes.SELECT,
      });
      for (const { name: column } of columns.filter(({ type }) => DATE_TYPE.test(type))) {
        const iso = `strftime(${ISO_FORM}, ${q(column)})`;
        await sequelize.query(
          `UPDATE ${q(table)} SET ${q(column)} = ${iso} WHERE ${q(column)} GLOB ${SPACED_FORM} AND ${iso} IS NOT NULL`,
        );
      }
    }
  },
};

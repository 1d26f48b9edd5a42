import { DataTypes } from 'sequelize';

// Sequelize's SQLite date type, whose members are not in its typings.
interface SqliteDateType {
  prototype: { _stringify(date: Date | string | number): string };
  parse(text: string, options: { timezone: string }): Date;
}

// A stored date that names its zone: ISO's `Z`, or an offset as older rows of this service carry.
const HAS_ZONE = /(?:z|[+-]\d\d:?\d\d)$/i;

/**
 * Better Auth's SQLite adapter stores a date as `Date#toISOString()` (`2026-11-29T04:39:16.123Z`) and
 * compares dates as text. Sequelize's own form (`2026-11-29 04:39:16.123 +00:00`) sorts before any ISO
 * value of the same day, so one database holding both compares wrongly for either program. Every date
 * Sequelize writes or binds on SQLite, in rows and in WHERE clauses, takes Better Auth's form; reading
 * accepts both, and a value without a zone is UTC, as Sequelize has always read it.
 */
export function useIsoDatesOnSqlite(): void {
  const sqliteDate = (DataTypes as unknown as { sqlite: { DATE: SqliteDateType } }).sqlite.DATE;
  sqliteDate.prototype._stringify = (date) => new Date(date).toISOString();
  sqliteDate.parse = (text) => new Date(HAS_ZONE.test(text) ? text : `${text}Z`);
}

import { Sequelize } from 'sequelize';
import { UserModel } from '../user/user.model';
import { queryPostgres } from './postgres-query';

const OWN_PREFIX = 'own.';

/**
 * One row of `table` found by a unique column, with its user's row (null when the user is gone), in
 * one plain query on PostgreSQL, whose driver already gives dates and booleans their types: the rows
 * stay plain, without Sequelize's model building, which cost more than the look-up itself. `columns` are the table's own.
 */
export async function findRowWithUser<Row>(
  sequelize: Sequelize,
  { table, columns, by, value }: { table: string; columns: readonly string[]; by: string; value: string },
): Promise<{ row: Row; user: Record<string, unknown> | null } | null> {
  const own = columns.map((column) => `t."${column}" AS "${OWN_PREFIX}${column}"`).join(', ');
  const query = `SELECT ${own}, ${userColumns('u')} FROM "${table}" t LEFT JOIN "user" u ON u."id" = t."userId" WHERE t."${by}" = $1 LIMIT 1`;
  const [found] = await queryPostgres<Record<string, unknown>>(sequelize, query, [value], { prepared: true });
  if (!found) return null;
  const row: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [name, cell] of Object.entries(found)) {
    if (name.startsWith(OWN_PREFIX)) row[name.slice(OWN_PREFIX.length)] = cell;
    else user[name] = cell;
  }
  return {
    row: row as Row,
    user: user.id === null || user.id === undefined ? null : user,
  };
}

/**
 * The user table's columns as the model knows them (configured additional fields included), named
 * rather than `*`: a prepared statement fails once a column is added under it, as a rolling upgrade does.
 */
export function userColumns(alias: string): string {
  return Object.entries(UserModel.getAttributes())
    .map(([name, attribute]) => `${alias}."${attribute.field ?? name}"`)
    .join(', ');
}

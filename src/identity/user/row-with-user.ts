import { Sequelize } from 'sequelize';
import {
  PostgresQueryOptions,
  PreparedStatement,
  preparedStatement,
  queryPostgres,
} from '../../platform/database/postgres-query';
import { UserModel } from './user.model';

/** A statement of `queryRowWithUser`, with the names its cells are read back under, in order. */
export interface RowWithUserStatement extends PreparedStatement {
  readonly ownColumns: readonly string[];
  readonly userFields: readonly string[];
}

/**
 * The statement finding one row of `table` by a unique column, with its user's row; `columns` are the
 * table's own. Made once the models are set up (the user's columns include configured fields) and kept.
 */
export function rowWithUserStatement({
  table,
  columns,
  by,
  ownerColumn = 'userId',
}: {
  table: string;
  columns: readonly string[];
  by: string;
  /** The column naming the row's user. */
  ownerColumn?: string;
}): RowWithUserStatement {
  return withUserColumns(
    columns,
    (own, user) =>
      `SELECT ${own}, ${user} FROM "${table}" t LEFT JOIN "user" u ON u."id" = t."${ownerColumn}" WHERE t."${by}" = $1 LIMIT 1`,
  );
}

/**
 * The statement finding the rows of `table` whose unique text column `by` is any of the keys bound as
 * one array (`$1`), each with its user's row: for `queryRowsWithUser`, which answers many look-ups at once.
 */
export function rowsWithUserStatement({
  table,
  columns,
  by,
}: {
  table: string;
  columns: readonly string[];
  by: string;
}): RowWithUserStatement {
  return withUserColumns(
    columns,
    (own, user) =>
      `SELECT ${own}, ${user} FROM "${table}" t LEFT JOIN "user" u ON u."id" = t."userId" WHERE t."${by}" = ANY($1::text[])`,
  );
}

/**
 * A statement answering `columns` of a row aliased `t`, then its user's (aliased `u`), in that order: `build` places
 * both lists.
 */
export function withUserColumns(
  columns: readonly string[],
  build: (own: string, user: string) => string,
): RowWithUserStatement {
  const own = columns.map((column) => `t."${column}"`).join(', ');
  return { ...preparedStatement(build(own, userColumns('u'))), ownColumns: [...columns], userFields: userFieldNames() };
}

/**
 * The one row a `RowWithUserStatement` answers, with its user's row (null when the user is gone), in
 * one plain query on PostgreSQL, whose driver already gives dates and booleans their types: the rows
 * stay plain, without Sequelize's model building, which cost more than the look-up itself. The cells
 * come as an array and are named here, so the driver builds no object the split would only take apart.
 */
export async function queryRowWithUser<Row>(
  sequelize: Sequelize,
  statement: RowWithUserStatement,
  values: readonly unknown[],
  options: PostgresQueryOptions = {},
): Promise<{ row: Row; user: Record<string, unknown> | null } | null> {
  const [cells] = await queryPostgres<unknown[]>(sequelize, statement, values, { ...options, rowMode: 'array' });
  return cells ? splitCells<Row>(statement, cells) : null;
}

/** Every row a `RowWithUserStatement` answers (from `rowsWithUserStatement`), each with its user's row. */
export async function queryRowsWithUser<Row>(
  sequelize: Sequelize,
  statement: RowWithUserStatement,
  values: readonly unknown[],
  options: PostgresQueryOptions = {},
): Promise<{ row: Row; user: Record<string, unknown> | null }[]> {
  const rows = await queryPostgres<unknown[]>(sequelize, statement, values, { ...options, rowMode: 'array' });
  return rows.map((cells) => splitCells<Row>(statement, cells));
}

/**
 * The cells of one row a `RowWithUserStatement` answers, named: its own row, then its user's (null when gone); cells
 * past them are left.
 */
export function splitCells<Row>(
  { ownColumns, userFields }: RowWithUserStatement,
  cells: unknown[],
): { row: Row; user: Record<string, unknown> | null } {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < ownColumns.length; i += 1) row[ownColumns[i]] = cells[i];
  const user: Record<string, unknown> = {};
  for (let i = 0; i < userFields.length; i += 1) user[userFields[i]] = cells[ownColumns.length + i];
  return { row: row as Row, user: user.id === null || user.id === undefined ? null : user };
}

/**
 * The user table's columns as the model knows them (configured additional fields included), named
 * rather than `*`: a prepared statement fails once a column is added under it, as a rolling upgrade does.
 */
export function userColumns(alias: string): string {
  return userFieldNames()
    .map((field) => `${alias}."${field}"`)
    .join(', ');
}

function userFieldNames(): string[] {
  return Object.entries(UserModel.getAttributes()).map(([name, attribute]) => attribute.field ?? name);
}

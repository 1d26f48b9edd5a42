import { createHash } from 'node:crypto';
import { DatabaseError, Sequelize } from 'sequelize';

interface DriverQuery {
  name?: string;
  text: string;
  values: readonly unknown[];
  rowMode?: 'array';
}

interface DriverConnection {
  query(query: DriverQuery): Promise<{ rows: unknown[] }>;
}

interface PooledConnections {
  getConnection(options: { type?: string }): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<void>;
}

export interface PostgresQueryOptions {
  /** A read, which may go to a read replica when one is configured. */
  reads?: boolean;
  /** Each row as an array of its cells in column order, not an object keyed by column name. */
  rowMode?: 'array';
}

/**
 * A statement kept prepared on each connection, so later runs skip the server's parsing and planning.
 * Only for a fixed text with every value bound: each one stays prepared for the connection's life.
 * Made once and kept, so a hot path neither rebuilds its text nor names it per request.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** Named after its text, since a name must never change its statement. */
export function preparedStatement(text: string): PreparedStatement {
  return { name: `hot_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
}

/** A prepared insert of one row into `table`, its values bound in the order of `columns`. */
export function insertStatement(table: string, columns: readonly string[]): PreparedStatement {
  const placeholders = columns.map((_column, index) => `$${index + 1}`).join(', ');
  return preparedStatement(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${placeholders})`,
  );
}

/**
 * One statement on PostgreSQL, run straight on a connection from Sequelize's pool; the rows come as
 * the driver typed them. For the hot paths only: Sequelize's query pipeline (option handling, hooks,
 * parameter formatting, result shaping) cost about as much CPU as the indexed look-up it wraps.
 * Failures are raised as Sequelize's `DatabaseError`, so they are told apart (an unreachable server
 * answers 503) like any other query's; a broken connection is dropped by the pool's validation.
 */
export async function queryPostgres<Row>(
  sequelize: Sequelize,
  { name, text }: PreparedStatement,
  values: readonly unknown[],
  { reads = true, rowMode }: PostgresQueryOptions = {},
): Promise<Row[]> {
  const connections = sequelize.connectionManager as unknown as PooledConnections;
  const connection = await connections.getConnection(reads ? { type: 'SELECT' } : {});
  try {
    return (await connection.query({ name, text, values, rowMode })).rows as Row[];
  } catch (error) {
    throw new DatabaseError(error as Error & { sql: string });
  } finally {
    void connections.releaseConnection(connection);
  }
}

import {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { Database } from 'sqlite3';

// Statements that answer rows; everything else reports its change count instead.
const ANSWERS_ROWS = /^\s*(select|with|pragma|values)\b|\breturning\b/i;

/**
 * A Kysely dialect over the `sqlite3` package this service already uses, so Better Auth itself can
 * make and fill a SQLite file without a second native SQLite module. One connection, used in turn.
 */
export class Sqlite3Dialect implements Dialect {
  constructor(private readonly file: string) {}

  createDriver(): Driver {
    return new Sqlite3Driver(this.file);
  }

  createQueryCompiler(): SqliteQueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): SqliteAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): SqliteIntrospector {
    return new SqliteIntrospector(db);
  }
}

class Sqlite3Driver implements Driver {
  private database?: Database;
  private connection?: Sqlite3Connection;
  private turn: Promise<void> = Promise.resolve();
  private release?: () => void;

  constructor(private readonly file: string) {}

  async init(): Promise<void> {
    this.database = await new Promise<Database>((resolve, reject) => {
      const database = new Database(this.file, (error) => (error ? reject(error) : resolve(database)));
    });
    this.connection = new Sqlite3Connection(this.database);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.turn;
    let release = (): void => undefined;
    this.turn = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.release?.();
  }

  async destroy(): Promise<void> {
    await new Promise<void>(
      (resolve, reject) => this.database?.close((error) => (error ? reject(error) : resolve())) ?? resolve(),
    );
  }
}

class Sqlite3Connection implements DatabaseConnection {
  constructor(private readonly database: Database) {}

  executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const parameters = query.parameters as unknown[];
    if (ANSWERS_ROWS.test(query.sql)) {
      return new Promise((resolve, reject) =>
        this.database.all(query.sql, parameters, (error, rows) =>
          error ? reject(error) : resolve({ rows: rows as Row[] }),
        ),
      );
    }
    return new Promise((resolve, reject) =>
      this.database.run(query.sql, parameters, function (error) {
        if (error) return reject(error);
        resolve({ rows: [], numAffectedRows: BigInt(this.changes), insertId: BigInt(this.lastID) });
      }),
    );
  }

  streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('Streaming is not supported over sqlite3');
  }
}

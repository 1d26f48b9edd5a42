// A Kysely dialect over the `sqlite3` package the service already uses, so Better Auth runs on a
// SQLite file in the benchmark without a second native SQLite module. One connection, used in turn.
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import sqlite3 from 'sqlite3';

// Statements that answer rows; everything else reports its change count instead.
const ANSWERS_ROWS = /^\s*(select|with|pragma|values)\b|\breturning\b/i;

export class Sqlite3Dialect {
  constructor(file) {
    this.file = file;
  }

  createDriver() {
    return new Sqlite3Driver(this.file);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db) {
    return new SqliteIntrospector(db);
  }
}

class Sqlite3Driver {
  constructor(file) {
    this.file = file;
    this.turn = Promise.resolve();
  }

  async init() {
    this.database = await new Promise((resolve, reject) => {
      const database = new sqlite3.Database(this.file, (error) => (error ? reject(error) : resolve(database)));
    });
    this.connection = new Sqlite3Connection(this.database);
  }

  async acquireConnection() {
    const previous = this.turn;
    let release = () => undefined;
    this.turn = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    this.release?.();
  }

  async destroy() {
    await new Promise((resolve, reject) =>
      this.database ? this.database.close((error) => (error ? reject(error) : resolve())) : resolve(),
    );
  }
}

class Sqlite3Connection {
  constructor(database) {
    this.database = database;
  }

  executeQuery(query) {
    const parameters = query.parameters;
    if (ANSWERS_ROWS.test(query.sql)) {
      return new Promise((resolve, reject) =>
        this.database.all(query.sql, parameters, (error, rows) => (error ? reject(error) : resolve({ rows }))),
      );
    }
    return new Promise((resolve, reject) =>
      this.database.run(query.sql, parameters, function (error) {
        if (error) return reject(error);
        resolve({ rows: [], numAffectedRows: BigInt(this.changes), insertId: BigInt(this.lastID) });
      }),
    );
  }

  streamQuery() {
    throw new Error('Streaming is not supported over sqlite3');
  }
}

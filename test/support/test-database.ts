import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Database as SqliteDatabase } from 'sqlite3';

/** Where the suite's PostgreSQL runs; a schema per test file keeps files apart. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function isPostgresRun(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

export interface TestDatabase {
  url: string;
  /** Runs SQL on this database over a connection of its own, before or beside the app. */
  run(sql: string): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one app: in-memory SQLite (a file when it must be reachable from
 * outside the app), or a new PostgreSQL schema.
 */
export async function createTestDatabase(options: { sqliteFile?: boolean } = {}): Promise<TestDatabase> {
  if (isPostgresRun()) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await runPostgres(`CREATE SCHEMA "${schema}"`);
    return {
      url: `${TEST_POSTGRES_URL}?schema=${schema}`,
      run: (sql) => runPostgres(`SET search_path TO "${schema}"; ${sql}`),
      drop: () => runPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
    };
  }
  if (!options.sqliteFile) {
    return {
      url: 'sqlite::memory:',
      run: async () => Promise.reject(new Error('in-memory SQLite is private to the app')),
      drop: async () => undefined,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'auth-test-'));
  const file = join(dir, 'auth.sqlite');
  return {
    url: `sqlite:${file}`,
    run: (sql) => runSqlite(file, sql),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function runPostgres(sql: string): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function runSqlite(file: string, sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const db = new SqliteDatabase(file);
    db.exec(sql, (error) => db.close(() => (error ? reject(error) : resolve())));
  });
}

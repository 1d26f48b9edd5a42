import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Where the suite's PostgreSQL runs; a schema per test file keeps files apart. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function isPostgresRun(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one app: in-memory SQLite, or a new PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!isPostgresRun()) return { url: 'sqlite::memory:', drop: async () => undefined };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await runSql(`CREATE SCHEMA "${schema}"`);
  return {
    url: `${TEST_POSTGRES_URL}?schema=${schema}`,
    drop: () => runSql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

async function runSql(sql: string): Promise<void> {
  const client = new Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

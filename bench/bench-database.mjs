// Direct access to a benchmarked server's database, for bulk seeding and for reading results back.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sqlite3 from 'sqlite3';
import { POSTGRES_URL, createSchema, sql } from './bench-support.mjs';

/** A fresh, empty database of the kind named: a PostgreSQL schema or a SQLite file. */
export async function freshDatabase(kind) {
  if (kind === 'sqlite') {
    const file = join(tmpdir(), `bench-${randomBytes(4).toString('hex')}.sqlite`);
    return { kind, url: `sqlite:${file}`, drop: async () => rmSync(file, { force: true }) };
  }
  const schema = await createSchema();
  return {
    kind,
    url: `${POSTGRES_URL}?schema=${schema}`,
    schema,
    drop: () => sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

/** Runs statements on the database; resolves with the rows of the last one. */
export async function query(database, text, parameters = []) {
  if (database.kind === 'sqlite') return querySqlite(database.url.slice('sqlite:'.length), text, parameters);
  const client = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${database.schema}` });
  await client.connect();
  try {
    const result = await client.query(text, parameters);
    return (Array.isArray(result) ? result.at(-1) : result).rows;
  } finally {
    await client.end();
  }
}

function querySqlite(file, text, parameters) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => {
      if (error) return reject(error);
      db.configure('busyTimeout', 10_000);
      db.all(text, parameters, (queryError, rows) => db.close(() => (queryError ? reject(queryError) : resolve(rows))));
    });
  });
}

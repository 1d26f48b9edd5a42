// What the benchmarks share: PostgreSQL access, starting the built service on its own schema, percentiles.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The flags `npm start` gives node (package.json's `config.nodeFlags`): each benchmark starts the service as it runs.
 */
export const SERVICE_NODE_FLAGS = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .config.nodeFlags.split(' ')
  .filter(Boolean);

export async function sql(text) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL schema for one benchmark's data. */
export async function createSchema() {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await sql(`CREATE SCHEMA "${schema}"`);
  return schema;
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Starts `dist/main.js` on a fresh schema with a random service key and waits until it is ready;
 * `stop()` ends it and drops the schema.
 */
export async function startService({ port, env = {} }) {
  const serviceKey = randomBytes(24).toString('hex');
  const schema = await createSchema();
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, 'dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `${POSTGRES_URL}?schema=${schema}`,
      SERVICE_KEYS: serviceKey,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  };
  try {
    await waitForReady(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { schema, serviceKey, base: `http://127.0.0.1:${port}/api/auth`, stop };
}

async function waitForReady(port) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the service did not start');
}

import { setTimeout as sleep } from 'node:timers/promises';
import { Sequelize } from 'sequelize';

interface DriverConnection {
  query(query: { text: string; values: readonly unknown[] }): Promise<unknown>;
}

interface PooledConnections {
  getConnection(options: { type?: string }): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<void>;
}

/** The advisory lock's first key ('auth' in ASCII); the second is the schema's, so each schema migrates on its own. */
const LOCK_CLASS = 0x61757468;
/** How long an instance waits for another's migrations on SQLite before giving up. */
const SQLITE_WAIT_MS = 120_000;
const SQLITE_RETRY_MS = 50;

/**
 * Runs `work` (migrations, added columns) while no other instance on this database runs its own, so
 * any number of instances may start at once: the first migrates, the others wait, then find nothing
 * left to do. On PostgreSQL, a session-level advisory lock held on one pooled connection while the
 * work runs on others; if the process dies, its session and the lock go with it. On SQLite, an
 * immediate transaction around the work: SQLite's write lock on the file keeps other processes out,
 * and its DDL is transactional, so a failed run leaves nothing half made.
 */
export function withMigrationLock<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  const locked = () =>
    sequelize.getDialect() === 'postgres'
      ? withAdvisoryLock(sequelize, work)
      : withImmediateTransaction(sequelize, work);
  // Within the process too, one at a time: SQLite's statements share one connection, where a second BEGIN would fail.
  const turn = (queues.get(sequelize) ?? Promise.resolve()).then(locked);
  queues.set(
    sequelize,
    turn.catch(() => undefined),
  );
  return turn;
}

const queues = new WeakMap<Sequelize, Promise<unknown>>();

async function withAdvisoryLock<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  const connections = sequelize.connectionManager as unknown as PooledConnections;
  const connection = await connections.getConnection({});
  const key = `$1, hashtext(current_schema())`;
  try {
    await connection.query({ text: `SELECT pg_advisory_lock(${key})`, values: [LOCK_CLASS] });
    try {
      return await work();
    } finally {
      await connection.query({ text: `SELECT pg_advisory_unlock(${key})`, values: [LOCK_CLASS] });
    }
  } finally {
    await connections.releaseConnection(connection);
  }
}

/** Sequelize runs every SQLite statement outside a transaction on one connection, so the work runs inside this one. */
async function withImmediateTransaction<T>(sequelize: Sequelize, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_WAIT_MS;
  // The driver waits a second for a busy file; migrations on a fresh database may take longer.
  while (!(await tryBeginImmediate(sequelize))) {
    if (Date.now() > deadline)
      throw new Error('Another instance has held the SQLite database for its migrations too long');
    await sleep(SQLITE_RETRY_MS);
  }
  try {
    const result = await work();
    await sequelize.query('COMMIT');
    return result;
  } catch (error) {
    await sequelize.query('ROLLBACK');
    throw error;
  }
}

async function tryBeginImmediate(sequelize: Sequelize): Promise<boolean> {
  try {
    await sequelize.query('BEGIN IMMEDIATE');
    return true;
  } catch (error) {
    if ((error as { parent?: { code?: string } }).parent?.code === 'SQLITE_BUSY') return false;
    throw error;
  }
}

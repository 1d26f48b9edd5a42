import { DatabaseConfig } from '../config/app-config';

interface Cause {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  parent?: unknown;
  original?: unknown;
}

/**
 * What went wrong connecting to the database, and what to do, in one sentence; undefined when `error` is not a
 * connection failure this knows.
 */
export function describeDatabaseFailure(error: unknown, database: DatabaseConfig): string | undefined {
  const cause = rootCause(error);
  const code = typeof cause.code === 'string' ? cause.code : '';
  const message = typeof cause.message === 'string' ? cause.message : '';
  if (database.dialect === 'sqlite') {
    // The file cannot be opened, or its folder made.
    if (!code.startsWith('SQLITE_CANTOPEN') && cause.syscall !== 'mkdir') return undefined;
    return `cannot open the SQLite database ${database.storage} (${code}): check the path in DATABASE_URL and that its folder is writable`;
  }
  const where = hostAndPort(database.url);
  switch (code) {
    case '3D000': {
      const name = /database "([^"]+)"/.exec(message)?.[1] ?? databaseName(database.url);
      return `database "${name}" does not exist: create it (createdb ${name}) or fix DATABASE_URL`;
    }
    case '28P01':
    case '28000':
      return `${message}: fix the user or password in DATABASE_URL`;
    case 'ECONNREFUSED':
      return `cannot reach PostgreSQL at ${where} (connection refused): start it, or fix the host and port in DATABASE_URL`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot find the database host ${new URL(database.url).hostname} (${code}): fix the host in DATABASE_URL`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ETIMEDOUT':
      return `cannot reach PostgreSQL at ${where} (${code}): check the network, or fix the host in DATABASE_URL`;
  }
  if (/timed out|timeout/i.test(message)) {
    return `cannot reach PostgreSQL at ${where} (no answer): check the network, or fix the host in DATABASE_URL`;
  }
  return undefined;
}

/** The driver's own error under Sequelize's wrappers (`parent`, `original`) and aggregates. */
function rootCause(error: unknown): Cause {
  let current = error as Cause | undefined;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (typeof current.code === 'string') return current;
    const inner: unknown[] = current instanceof AggregateError ? current.errors : [];
    current = (inner.length > 0 ? inner[0] : (current.parent ?? current.original)) as Cause | undefined;
  }
  return current && typeof current === 'object' ? current : {};
}

function hostAndPort(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import { admin, apiKey, jwt, organization } from 'better-auth/plugins';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { TEST_SECRET } from './create-test-app';
import { Sqlite3Dialect } from './sqlite3-dialect';
import { TEST_POSTGRES_URL, TestDatabase, createTestDatabase } from './test-database';

/**
 * Better Auth 1.4 itself, configured as an app that used it in-process would have it (email and
 * password, admin, api-key, organization with teams, jwt), on a test database and with the test secret.
 */
export function betterAuthOn(database: TestDatabase) {
  const { db, type } = kyselyFor(database.url);
  const resetTokens = new Map<string, string>();
  const auth = betterAuth({
    database: { db, type },
    secret: TEST_SECRET,
    baseURL: 'http://127.0.0.1:3000',
    emailAndPassword: {
      enabled: true,
      sendResetPassword: async ({ user, token }) => void resetTokens.set(user.email, token),
    },
    plugins: [admin(), apiKey({ enableMetadata: true }), organization({ teams: { enabled: true } }), jwt()],
    logger: { disabled: true },
    telemetry: { enabled: false },
  });
  return {
    auth,
    /** The password-reset token Better Auth last "e-mailed" to each address. */
    resetTokens,
    /** Better Auth's own migrations: what it would create or add on this database. */
    migrations: () => getMigrations(auth.options),
    close: () => db.destroy(),
  };
}

export type BetterAuthApp = ReturnType<typeof betterAuthOn>;

function kyselyFor(url: string): { db: Kysely<unknown>; type: 'sqlite' | 'postgres' } {
  if (url.startsWith('sqlite:'))
    return { db: new Kysely({ dialect: new Sqlite3Dialect(url.slice('sqlite:'.length)) }), type: 'sqlite' };
  const schema = new URL(url).searchParams.get('schema');
  const pool = new Pool({ connectionString: TEST_POSTGRES_URL, options: `-c search_path=${schema}` });
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), type: 'postgres' };
}

/** A fresh database made by Better Auth's own migrations, on which `use` acts through Better Auth, which is then closed. */
export async function databaseMadeByBetterAuth<T>(
  use: (app: BetterAuthApp) => Promise<T>,
): Promise<{ database: TestDatabase; made: T }> {
  const database = await createTestDatabase({ sqliteFile: true });
  const app = betterAuthOn(database);
  try {
    await (await app.migrations()).runMigrations();
    return { database, made: await use(app) };
  } finally {
    await app.close();
  }
}

/** The Cookie header a browser would send back after a Better Auth call that set cookies. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

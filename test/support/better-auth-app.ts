import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import { admin, apiKey, jwt, organization } from 'better-auth/plugins';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import * as line17 from '../better-auth-1.7/index';
import { TEST_SECRET } from './create-test-app';
import { PASSWORD, uniqueEmail } from './factories';
import { Sqlite3Dialect } from './sqlite3-dialect';
import { TEST_POSTGRES_URL, TestDatabase, createTestDatabase } from './test-database';

/** A Better Auth line whose package the compatibility suites run: 1.4 (the root install) or 1.7 (its own). */
export type BetterAuthLine = '1.4' | '1.7';

// The suites are typed against 1.4's server; 1.7's takes the same options and answers the same calls
// under the same names. Where its answers differ, the suites cast.
const LINES = {
  '1.4': { betterAuth, getMigrations, admin, apiKey, jwt, organization },
  '1.7': line17 as unknown as { betterAuth: typeof betterAuth; getMigrations: typeof getMigrations } & Pick<
    typeof import('better-auth/plugins'),
    'admin' | 'apiKey' | 'jwt' | 'organization'
  >,
};

/** Options of the organization plugin beyond teams (dynamic access control, `ac`, `roles`). */
export type OrganizationOptions = Record<string, unknown>;

/**
 * Better Auth itself (1.4 unless `line` says 1.7, with 1.7's own api-key package), configured as an
 * app that used it in-process would have it (email and password, admin, api-key, organization with
 * teams and any `organizationOptions`, jwt, and any `extraPlugins`), on a test database and with the test secret.
 */
export function betterAuthOn(
  database: TestDatabase,
  line: BetterAuthLine = '1.4',
  extraPlugins: BetterAuthPlugin[] = [],
  organizationOptions: OrganizationOptions = {},
) {
  const { betterAuth, getMigrations, admin, apiKey, jwt, organization } = LINES[line];
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
    plugins: [
      admin(),
      apiKey({ enableMetadata: true }),
      organization({ teams: { enabled: true }, ...organizationOptions }),
      jwt(),
      ...extraPlugins,
    ],
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

/**
 * A fresh database made by Better Auth's own migrations, on which `use` acts through Better Auth, which is then closed.
 */
export async function databaseMadeByBetterAuth<T>(
  use: (app: BetterAuthApp) => Promise<T>,
  line: BetterAuthLine = '1.4',
  extraPlugins: BetterAuthPlugin[] = [],
  organizationOptions: OrganizationOptions = {},
): Promise<{ database: TestDatabase; made: T }> {
  const database = await createTestDatabase({ sqliteFile: true });
  const app = betterAuthOn(database, line, extraPlugins, organizationOptions);
  try {
    await (await app.migrations()).runMigrations();
    return { database, made: await use(app) };
  } finally {
    await app.close();
  }
}

/**
 * A user signed up through Better Auth's own API (named `prefix`, the test password): address, id and session cookie.
 */
export async function signUpThrough(
  { auth }: BetterAuthApp,
  prefix: string,
): Promise<{ email: string; userId: string; cookie: string }> {
  const email = uniqueEmail(prefix);
  const { headers, response } = await auth.api.signUpEmail({
    body: { name: prefix, email, password: PASSWORD },
    returnHeaders: true,
  });
  return { email, userId: response.user.id, cookie: cookieFrom(headers) };
}

/** The Cookie header a browser would send back after a Better Auth call that set cookies. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

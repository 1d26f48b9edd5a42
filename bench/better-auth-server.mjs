// Better Auth 1.4 as an app would embed it, served over node:http for the side-by-side benchmark:
// email and password, admin, api-key, organization with teams, its default rate limiter, optionally Redis
// as secondary storage and the cookie cache on. Its tables are made by Better Auth's own migrations.
//
// Environment: PORT, DATABASE_URL (`sqlite:<file>` or `postgres://…?schema=<name>`), AUTH_SECRET,
// REDIS_URL and REDIS_KEY_PREFIX (optional), SESSION_COOKIE_CACHE (`true`/`false`), RATE_LIMIT_ENABLED
// (`false` switches Better Auth's limiter off), NODE_ENV.
// Besides Better Auth's routes it answers the in-process calls an embedding backend would make:
// POST /bench/api-key/create and POST /bench/api-key/verify.
import http from 'node:http';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db';
import { toNodeHandler } from 'better-auth/node';
import { admin, apiKey, organization } from 'better-auth/plugins';
import { Redis } from 'ioredis';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Sqlite3Dialect } from './sqlite3-dialect.mjs';

const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL;

function database() {
  if (databaseUrl.startsWith('sqlite:'))
    return { db: new Kysely({ dialect: new Sqlite3Dialect(databaseUrl.slice('sqlite:'.length)) }), type: 'sqlite' };
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.search = '';
  // The same pool size as the service's (Sequelize's default maximum of 10 connections).
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, options: `-c search_path=${schema}` });
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), type: 'postgres' };
}

function secondaryStorage() {
  if (!process.env.REDIS_URL) return undefined;
  const redis = new Redis(process.env.REDIS_URL, { keyPrefix: process.env.REDIS_KEY_PREFIX ?? '' });
  return {
    get: (key) => redis.get(key),
    set: (key, value, ttl) => (ttl ? redis.set(key, value, 'EX', ttl) : redis.set(key, value)),
    delete: (key) => redis.del(key),
  };
}

const auth = betterAuth({
  database: database(),
  secondaryStorage: secondaryStorage(),
  secret: process.env.AUTH_SECRET,
  baseURL: `http://127.0.0.1:${port}`,
  emailAndPassword: { enabled: true },
  session: { cookieCache: { enabled: process.env.SESSION_COOKIE_CACHE === 'true', maxAge: 300 } },
  // Better Auth's own default (on in production only) unless the profile switches it off.
  ...(process.env.RATE_LIMIT_ENABLED === 'false' ? { rateLimit: { enabled: false } } : {}),
  plugins: [
    admin(),
    apiKey({ enableMetadata: true, enableSessionForAPIKeys: true }),
    organization({ teams: { enabled: true } }),
  ],
  logger: { disabled: true },
  telemetry: { enabled: false },
});

await (await getMigrations(auth.options)).runMigrations();

const betterAuthHandler = toNodeHandler(auth);

async function readJson(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const inProcessCalls = {
  '/bench/api-key/create': (body) => auth.api.createApiKey({ body }),
  '/bench/api-key/verify': (body) => auth.api.verifyApiKey({ body }),
};

http
  .createServer(async (req, res) => {
    const call = req.method === 'POST' ? inProcessCalls[req.url] : undefined;
    if (!call) return betterAuthHandler(req, res);
    try {
      const result = await call(await readJson(req));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    } catch (error) {
      res
        .writeHead(error?.statusCode ?? 500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: String(error?.message ?? error) }));
    }
  })
  .listen(port, '127.0.0.1');

// Starts one side of the comparison as its own process: this service (`dist/main.js`) or Better Auth
// (`better-auth-server.mjs`), on a given database, with the same secret and equivalent options.
import { spawn } from 'node:child_process';
import { SERVICE_NODE_FLAGS } from './bench-support.mjs';
import { PROFILES } from './profiles.mjs';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

// A benchmark that crashes must not leave its servers running.
const running = new Set();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

// The service with the flags `npm start` gives node; Better Auth as an app embedding it would run.
const SIDES = {
  service: { script: 'dist/main.js', nodeFlags: SERVICE_NODE_FLAGS, readyPath: '/health/ready' },
  'better-auth': { script: 'bench/better-auth-server.mjs', nodeFlags: [], readyPath: '/api/auth/ok' },
};

/**
 * `options`: side, port, database (from freshDatabase), secret, serviceKey, redisPrefix (Redis as
 * secondary storage when set), cookieCache. Resolves once the server answers, with its pid and URLs.
 */
export async function startServer({
  side,
  profile,
  port,
  database,
  secret,
  serviceKey,
  redisPrefix,
  cookieCache = false,
}) {
  const { script, nodeFlags, readyPath } = SIDES[side];
  // Only what a deployment must give: where it listens and stores, its secret and the service key that
  // the benchmark's server-only calls need. Everything else is the profile's, or the service's default.
  const { NODE_ENV, LOG_LEVEL, RATE_LIMIT_ENABLED, SMTP_URL, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.url,
    AUTH_SECRET: secret,
    SERVICE_KEYS: serviceKey,
    SESSION_COOKIE_CACHE: String(cookieCache),
    ...(redisPrefix ? { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix } : {}),
    ...PROFILES[profile][side === 'service' ? 'service' : 'betterAuth'],
  };
  // Logs go to a pipe this process drains, as to a log collector: what writing them costs is measured.
  const child = spawn(
    process.execPath,
    [...nodeFlags, ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), script],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  child.stdout.resume();
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve)).finally(() => running.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}${readyPath}`, child);
  return {
    side,
    pid: child.pid,
    origin,
    base: `${origin}/api/auth`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilReady(url, child) {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${url}: the server did not start`);
}

// Several instances against one: throughput through nginx in front of three instances of the built
// service on one PostgreSQL schema and one Redis, against one instance alone, and the requests lost
// while the three are restarted one after another under load. Load comes from autocannon on the same
// machine, so the instances, nginx, PostgreSQL, Redis and the load generator share its cores.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startBalancer, waitUntilAnswered } from '../test/support/balancer.mjs';
import { POSTGRES_URL, SERVICE_NODE_FLAGS, createSchema, sql } from './bench-support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORTS = [3911, 3912, 3913];
const BALANCER_PORT = 3910;
const SERVICE_KEY = randomBytes(24).toString('hex');

const schema = await createSchema();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  SMTP_URL: 'log',
  BASE_URL: `http://127.0.0.1:${BALANCER_PORT}`,
  DATABASE_URL: `${POSTGRES_URL}?schema=${schema}`,
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `${schema}:`,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SERVICE_KEYS: SERVICE_KEY,
  // One load generator is one client address: the per-address limit is not what is measured.
  RATE_LIMIT_ENABLED: 'false',
  LOG_LEVEL: 'warn',
};

/** Starts `dist/main.js` on `port`; resolves once it is ready, with a stop that waits for its exit code. */
async function startInstance(port) {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, 'dist/main.js'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilAnswered(
    `http://127.0.0.1:${port}/health/ready`,
    () => child.exitCode !== null,
    () => `instance on ${port} did not start`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

async function post(url, path, body, headers = {}) {
  const response = await fetch(`${url}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

function load(url, request, seconds = SECONDS) {
  return autocannon({ url: `${url}/api/auth${request.path}`, connections: CONNECTIONS, duration: seconds, ...request });
}

const row = (scenario, result) => ({
  scenario,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  failed: result.errors + result.timeouts + result.non2xx,
});

// The first instance migrates the schema; the others start on it.
const instances = [];
for (const port of PORTS) instances.push(await startInstance(port));
const balancer = await startBalancer(BALANCER_PORT, PORTS);
try {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const signedUp = await post(balancer.url, '/sign-up/email', { name: 'Bench', email, password: 'bench password 1' });
  const cookie = signedUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const userId = (await signedUp.json()).user.id;
  const created = await post(
    balancer.url,
    '/api-key/create',
    { userId, rateLimitEnabled: false },
    { 'x-service-key': SERVICE_KEY },
  );
  const key = (await created.json()).key;

  const getSession = { path: '/get-session', headers: { cookie } };
  const verify = {
    path: '/api-key/verify',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-key': SERVICE_KEY },
    body: JSON.stringify({ key }),
  };

  const rows = [];
  for (const [name, request] of [
    ['get-session by cookie', getSession],
    ['api-key verify', verify],
  ]) {
    await load(instances[0].url, request, 2);
    rows.push(row(`${name}: one instance`, await load(instances[0].url, request)));
    rows.push(row(`${name}: three behind nginx`, await load(balancer.url, request)));
  }

  // Each instance in turn gets SIGTERM and is started again, while get-session runs through nginx.
  const restartLoad = load(balancer.url, getSession, 3600);
  const exitCodes = [];
  for (let i = 0; i < instances.length; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    exitCodes.push(await instances[i].stop());
    instances[i] = await startInstance(PORTS[i]);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  restartLoad.stop();
  const restart = await restartLoad;
  rows.push(row('get-session during a rolling restart', restart));

  console.log(
    `\nscale-out on PostgreSQL and Redis, ${CONNECTIONS} connections, ${SECONDS} s per row (rolling restart: while it lasts)`,
  );
  console.table(rows);
  console.log(
    `rolling restart: ${restart.requests.total} requests, ${row('', restart).failed} failed; instances exited with ${exitCodes.join(', ')}`,
  );
} finally {
  await balancer.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}

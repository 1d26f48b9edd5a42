// Runs the whole suite: everything on SQLite, then the database-backed suites on PostgreSQL.
// PostgreSQL is required when CI=true; elsewhere its run is skipped, with the reason, if it is down.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const isCi = process.env.CI === 'true';
const postgres = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// A run that hangs (a stuck connection, say) fails loudly instead of eating CI's time budget.
const RUN_TIMEOUT_MS = 25 * 60 * 1000;

function jest(label, args, env) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npx', ['jest', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    timeout: RUN_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (result.error) console.error(`\n${label}: ${result.error.message}`);
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const extra = process.argv.slice(2);

// Jest runs the TypeScript through SWC, which strips types without checking them.
console.log('\n=== Type check ===');
const typecheck = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit' });
if (typecheck.status !== 0) {
  console.error('\nType check failed');
  process.exit(typecheck.status ?? 1);
}

// The dashboard suite drives the built dashboard in Debian's Chromium (.ci/run installs it).
console.log('\n=== Dashboard build ===');
const build = spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('\nDashboard build failed');
  process.exit(build.status ?? 1);
}
// The dashboard's component tests (Vitest), when the dashboard has them.
console.log('\n=== Dashboard component tests ===');
const components = spawnSync('npm', ['run', 'test', '--workspace', 'frontend', '--if-present'], { stdio: 'inherit' });
if (components.status !== 0) {
  console.error('\nDashboard component tests failed');
  process.exit(components.status ?? 1);
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let projects = [];
if (!existsSync(chromiumPath)) {
  if (isCi) {
    console.error(`Chromium is required in CI but ${chromiumPath} is missing (apt-get install -y chromium)`);
    process.exit(1);
  }
  console.log(`\nSkipping the dashboard suite: no Chromium at ${chromiumPath} (apt-get install -y chromium; CI=true makes this an error)`);
  projects = ['--selectProjects', 'unit', 'contracts', 'e2e', 'client'];
}

jest('SQLite: unit, contract, e2e, client and dashboard tests', [...projects, ...extra], { TEST_DATABASE: 'sqlite' });

if (await reachable(postgres.hostname, postgres.port || 5432)) {
  jest('PostgreSQL and Redis: contract, e2e and client tests', ['--selectProjects', 'contracts', 'e2e', 'client', ...extra], {
    TEST_DATABASE: 'postgres',
    // As several instances are deployed: sessions in Redis (secondary storage) beside PostgreSQL.
    TEST_SECONDARY_STORAGE: 'redis',
  });
} else if (isCi) {
  console.error(`PostgreSQL is required in CI but ${postgres.host} does not answer`);
  process.exit(1);
} else {
  console.log(`\nSkipping the PostgreSQL run: nothing answers at ${postgres.host} (CI=true makes this an error)`);
}

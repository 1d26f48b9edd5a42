// Runs the whole suite: everything on SQLite, then what touches storage again on PostgreSQL and Redis.
// PostgreSQL is required when CI=true; elsewhere its run is skipped, with the reason, if it is down.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

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
const RUN_TIMEOUT_MS = 45 * 60 * 1000;

/** Each stage's duration, printed as it ends and again as a table when the run ends, passed or failed. */
const stages = [];
const startedAt = Date.now();
function timed(label, run) {
  const began = Date.now();
  const status = run();
  const seconds = Math.round((Date.now() - began) / 1000);
  stages.push([label, seconds, status === 0 ? 'passed' : 'failed']);
  console.log(`\n--- ${label}: ${seconds} s`);
  return status;
}
process.on('exit', () => {
  if (stages.length === 0) return;
  console.log('\n=== Stage durations ===');
  for (const [label, seconds, outcome] of stages) console.log(`${String(seconds).padStart(6)} s  ${outcome}  ${label}`);
  console.log(`${String(Math.round((Date.now() - startedAt) / 1000)).padStart(6)} s  total`);
});

function jest(label, args, env) {
  console.log(`\n=== ${label} ===`);
  const status = timed(label, () => {
    const result = spawnSync('npx', ['jest', ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
      timeout: RUN_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    if (result.error) console.error(`\n${label}: ${result.error.message}`);
    return result.status;
  });
  if (status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(status ?? 1);
  }
}

// The CLI compiled once for every stage: the first e2e file that runs it builds this folder (test/support/cli.ts).
process.env.TEST_CLI_BUILD = mkdtempSync(join(tmpdir(), 'auth-cli-run-'));
process.on('exit', () => rmSync(process.env.TEST_CLI_BUILD, { recursive: true, force: true }));

// Jest's default leaves a core idle; a test file mostly waits on one core, so two files at once fill a
// two-core machine. Every file has its own database (or schema) and Redis prefix, so files may overlap.
// The dashboard's suites run one file at a time: two Chromiums beside two apps on two cores miss their waits.
const given = process.argv.slice(2);
const extra = ['--maxWorkers', String(Math.min(4, Math.max(2, availableParallelism()))), ...given];
const oneAtATime = ['--maxWorkers', '1', ...given];

/** Runs one preparatory step, stopping the whole run when it fails. */
function step(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const status = timed(label, () => spawnSync(command, args, { stdio: 'inherit' }).status);
  if (status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(status ?? 1);
  }
}

/** Whether a tool a suite needs is installed; in CI it must be. */
function available(label, path, install) {
  if (existsSync(path)) return true;
  if (isCi) {
    console.error(`${label} is required in CI but ${path} is missing (${install})`);
    process.exit(1);
  }
  console.log(`\nSkipping the ${label} suite: nothing at ${path} (${install}; CI=true makes this an error)`);
  return false;
}

// Better Auth 1.7 lives in its own install (its peers cannot share the root tree with 1.4.22).
if (!existsSync('test/better-auth-1.7/node_modules')) {
  step('Better Auth 1.7 install', 'npm', ['ci', '--prefix', 'test/better-auth-1.7', '--no-audit', '--no-fund']);
}
/** Runs one step with its output held, then prints the output whole and the step's duration. */
function heldStep(label, command, args) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - began) / 1000);
      stages.push([label, seconds, status === 0 ? 'passed' : 'failed']);
      console.log(`\n=== ${label} ===\n${Buffer.concat(output).toString()}\n--- ${label}: ${seconds} s`);
      resolve(status);
    });
  });
}

/**
 * Runs lanes of preparatory steps side by side, each lane's steps in turn, and stops the run when one fails. Type
 * checking and ESLint each keep one core busy, so the other core builds and tests the dashboard meanwhile.
 */
async function lanes(...stepLanes) {
  const failed = [];
  await Promise.all(
    stepLanes.map(async (lane) => {
      for (const [label, command, args] of lane) {
        if ((await heldStep(label, command, args)) !== 0) return void failed.push(label);
      }
    }),
  );
  if (failed.length > 0) {
    console.error(`\n${failed.join(', ')} failed`);
    process.exit(1);
  }
}

await lanes(
  [
    // Jest runs the TypeScript through SWC, which strips types without checking them.
    ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['Lint: ESLint, Prettier, knip', 'npm', ['run', 'lint']],
  ],
  [
    // The dashboard suite drives the built dashboard; the scale-out suite runs the built server as processes.
    ['Dashboard build', 'npm', ['run', 'build', '--workspace', 'frontend']],
    ['Dashboard component tests', 'npm', ['run', 'test', '--workspace', 'frontend', '--if-present']],
    ['Server build', 'npx', ['nest', 'build']],
  ],
);

// Debian's Chromium and nginx, which .ci/run installs.
const hasChromium = available(
  'dashboard',
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  'apt-get install -y chromium',
);
const hasNginx = available('scale-out', '/usr/sbin/nginx', 'apt-get install -y nginx-light');
const hasApache =
  available('apache-mod-auth-openidc', '/usr/sbin/apache2', 'apt-get install -y apache2') &&
  available(
    'apache-mod-auth-openidc',
    '/usr/lib/apache2/modules/mod_auth_openidc.so',
    'apt-get install -y libapache2-mod-auth-openidc',
  );

// The examples run once, on SQLite: they show integrations, not storage. Three need Chromium, nginx or Apache.
const missingForExamples = [
  ...(hasChromium ? [] : ['browser-subdomain']),
  ...(hasNginx ? [] : ['nginx-auth-request']),
  ...(hasChromium && hasApache ? [] : ['apache-mod-auth-openidc']),
];
if (missingForExamples.length > 0)
  console.log(`\nSkipping the examples ${missingForExamples.join(', ')}: Chromium, nginx or Apache is missing`);
const skipExamples = missingForExamples.flatMap((name) => ['--testPathIgnorePatterns', `/test/examples/${name}\\.`]);
// The deploy suite runs once: the release folder started as a process, and the deployment files (nginx -t).
if (!hasNginx) console.log('\nSkipping the deployment files check: nginx is missing');
const skipDeploy = hasNginx ? [] : ['--testPathIgnorePatterns', '/test/deploy/deployment-files\\.'];
const sqliteProjects = ['unit', 'contracts', 'medium', 'e2e', 'client', 'examples', 'deploy'];
jest(
  `SQLite: ${sqliteProjects.join(', ')}`,
  [...skipExamples, ...skipDeploy, '--selectProjects', ...sqliteProjects, ...extra],
  { TEST_DATABASE: 'sqlite' },
);
if (hasChromium)
  jest('SQLite: dashboard', ['--selectProjects', 'dashboard', ...oneAtATime], { TEST_DATABASE: 'sqlite' });
// The client suites above use the 1.7 client; the 1.4 client against a service set to 1.4, once.
jest('SQLite: client with Better Auth 1.4', ['--selectProjects', 'client', ...extra], {
  TEST_DATABASE: 'sqlite',
  TEST_CLIENT_LINE: '1.4',
});

// The PostgreSQL and Redis run repeats what talks to storage: the contracts of the database implementations, the
// services on real repositories (medium), the e2e folders and files below, the official client on its 1.7 line,
// and the service scaled out. The rest of e2e tests the HTTP surface, which the database does not change, and runs
// once, above: security (so the hostile-input property runs at full size once), operations, cli, jwt, reference,
// auth, social, passkey, two-factor, admin-second-factor, second-factor-policy, and the rest of admin and
// organization.
const STORAGE_FACING_E2E = [
  // Folders whose subject is storage: migrations and compatibility, secondary storage, sessions (in Redis on
  // this run), lockout and rate-limit stores, api-key usage counted in SQL and swept, the mail outbox's
  // transactions, audit rows and their retention.
  'database/',
  'secondary-storage/',
  'session/',
  'account-lockout/',
  'rate-limit/',
  'api-key/',
  'mail/',
  'audit/',
  // Searches, filters, sorts and counts in SQL, which the two databases do differently.
  'admin/list-users\\.',
  'admin/list-organizations\\.',
  'admin/user-count\\.',
  'admin/stats\\.',
  'security/literal-search\\.',
  // Run-time roles: read by name lists (IN) and found among comma-joined member roles (LIKE).
  'organization/roles-dynamic',
  // Races that only the database's transactions and unique keys settle.
  'admin/create-user\\.',
  'auth/email-verification\\.',
  'auth/password-reset\\.',
  'organization/invitations-answer\\.',
  'organization/roles-owner-protections\\.',
  // The OpenID provider: codes, tokens and consents in SQL (one-time use, rotation, families), sessions in Redis.
  'oauth-provider/',
  // Admin roles changed on one instance, honoured by another (told over Redis on this run), and their unique names.
  'admin/roles',
  // The database lost under a running service, and the start-up's message for a database that is missing.
  'security/faults\\.',
  'operations/start-up\\.',
  // OAuth clients: JSON lists in jsonb on PostgreSQL, secrets hashed, unique client ids.
  'oauth-provider/clients',
  // SCIM: managed connections numbered under row locks, unique creation ids and slots, provisioned resources.
  'scim/',
];
// A spec renamed or merged away would quietly leave the PostgreSQL run: every entry must name a spec file.
const e2eCases = readdirSync('test/e2e', { recursive: true })
  .map((path) => String(path).replaceAll('\\', '/'))
  .filter((path) => path.endsWith('.e2e-spec.ts'));
const unmatched = STORAGE_FACING_E2E.filter((entry) => !e2eCases.some((file) => new RegExp(`^${entry}`).test(file)));
if (unmatched.length > 0) {
  console.error(`The storage-facing e2e list names no spec for: ${unmatched.join(', ')}`);
  process.exit(1);
}
const definedProjects = new Set(
  createRequire(import.meta.url)('../../jest.config.js').projects.map((p) => p.displayName),
);
const postgresProjects = ['contracts', 'medium', 'e2e', 'client', ...(hasNginx ? ['scale-out'] : [])].filter((name) =>
  definedProjects.has(name),
);
// Jest runs a folder's specs as one file (test/support/include-cases.ts): the files of every project but e2e, and
// of e2e the folders holding a storage-facing spec, anchored at this checkout wherever it lies; then, inside those
// files, the specs outside e2e and the storage-facing ones (TEST_CASES, over paths under test/).
const root = process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const storageFolders = [...new Set(STORAGE_FACING_E2E.map((entry) => entry.split('/')[0]))];
const postgresPaths = [
  `${root}/test/(?!e2e/)`,
  ...storageFolders.map((folder) => `${root}/test/e2e/${folder}/`),
].flatMap((pattern) => ['--testPathPatterns', pattern]);
const postgresCases = `^(?!e2e/)|^e2e/(?:${STORAGE_FACING_E2E.join('|')})`;

if (await reachable(postgres.hostname, postgres.port || 5432)) {
  jest(
    `PostgreSQL and Redis: ${postgresProjects.join(', ')} (e2e: the storage-facing part)`,
    [...postgresPaths, '--selectProjects', ...postgresProjects, ...extra],
    {
      TEST_DATABASE: 'postgres',
      // As several instances are deployed: sessions in Redis (secondary storage) beside PostgreSQL.
      TEST_SECONDARY_STORAGE: 'redis',
      // The official client's current line; the 1.4 line ran once, on SQLite.
      TEST_CLIENT_LINE: '1.7',
      TEST_CASES: postgresCases,
    },
  );
} else if (isCi) {
  console.error(`PostgreSQL is required in CI but ${postgres.host} does not answer`);
  process.exit(1);
} else {
  console.log(`\nSkipping the PostgreSQL run: nothing answers at ${postgres.host} (CI=true makes this an error)`);
}

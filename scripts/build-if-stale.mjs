// Builds the service (and, with --frontend, the dashboard) only when its sources changed since the last build,
// so `npm start` and `npm run cli` start from the built output when it is up to date. Each build leaves a stamp
// (a hash of its inputs) in its output folder; a missing or different stamp means a build.
// With --always it builds whatever the stamps say (npm run build), and stamps the result.
// With --check-port it first checks that the service's port is free, and stops there with one line if it is
// not: a second `npm start` never rewrites dist/ under a running instance.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const STAMP = '.build-stamp';

/** What each build reads, where it writes, and how it is run. */
export const TARGETS = {
  server: {
    inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json', 'package.json', 'package-lock.json'],
    output: 'dist',
    build: ['npx', ['nest', 'build']],
  },
  frontend: {
    inputs: [
      'frontend/src',
      'frontend/index.html',
      'frontend/package.json',
      'frontend/tsconfig.json',
      'frontend/vite.config.ts',
      'frontend/postcss.config.cjs',
      'package-lock.json',
    ],
    output: 'frontend/dist',
    build: ['npm', ['run', 'build', '--workspace', 'frontend']],
  },
};

/** A hash of every input file's path and content (tests, which no build reads, left out). */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(root, input)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function listFiles(root, input) {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [input];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(spec|test)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Whether the output is missing or was built from other inputs than `hash`, those there now. */
export function isStale(root, target, hash = hashInputs(root, target.inputs)) {
  const stamp = join(root, target.output, STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash;
}

/** Records the inputs the output was just built from. */
export function writeStamp(root, target, hash) {
  writeFileSync(join(root, target.output, STAMP), `${hash}\n`);
}

/** Builds the target if its output is stale (or `always`), then stamps it; whether it built. */
export function buildIfStale(root, target, name, always = false) {
  // Hashed before the build: a source changed during it makes the next start build again.
  const hash = hashInputs(root, target.inputs);
  if (!always && !isStale(root, target, hash)) return false;
  if (!always) process.stderr.write(`Building the ${name} (not built yet, or its sources changed)...\n`);
  const [command, commandArgs] = target.build;
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  writeStamp(root, target, hash);
  return true;
}

/** The port the service will listen on: PORT, else CONFIG_FILE's `port`, else config/default.json's. */
export async function configuredPort(root, env) {
  if (env.PORT) return Number(env.PORT);
  const file = env.CONFIG_FILE;
  if (file && existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    const parsed = extname(file) === '.json' ? JSON.parse(text) : (await import('yaml')).parse(text);
    if (parsed && typeof parsed.port === 'number') return parsed.port;
  }
  return JSON.parse(readFileSync(join(root, 'config', 'default.json'), 'utf8')).port;
}

/** Whether the port can be listened on as the service listens (every interface). */
export function isPortFree(port) {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function main(args) {
  if (args.includes('--check-port')) {
    const port = await configuredPort(ROOT, process.env);
    // A port the service would refuse (not a number) is left to its own configuration error.
    if (Number.isInteger(port) && port > 0 && !(await isPortFree(port))) {
      process.stderr.write(
        `Port ${port} is already in use (is another instance running?). Set PORT to another port.\n`,
      );
      process.exit(1);
    }
  }
  const names = args.includes('--frontend') ? ['server', 'frontend'] : ['server'];
  for (const name of names) buildIfStale(ROOT, TARGETS[name], name, args.includes('--always'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}

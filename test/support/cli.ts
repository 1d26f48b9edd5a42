import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { transformFile } from '@swc/core';
import { TEST_PASSWORD_HASH_VARIABLE } from '../../src/platform/common/crypto/test-password-hash';

const ROOT = join(__dirname, '..', '..');

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliBuild {
  /** Runs `node main.js <args>` as `npm run cli -- <args>` does after its build, with only `env` as environment. */
  run(args: string[], options?: { env?: Record<string, string>; input?: string; cwd?: string }): Promise<CliRun>;
  /** The compiled service, `dist/main.js`, for a test that starts it as `npm start` does. */
  serviceEntry: string;
  remove(): void;
}

/** The folder a run's files share their build in, named by test/support/cli-build.global-setup.ts. */
export const SHARED_CLI_BUILD_VARIABLE = 'TEST_CLI_BUILD';
/** How long a file waits for another worker's build of the shared folder before it gives up. */
const SHARED_BUILD_WAIT_MS = 120_000;

/**
 * The server compiled with SWC (as the Jest transform does) into a temporary folder beside links to
 * node_modules and config, so the real CLI runs as a process without touching the shared dist/. Within a
 * Jest run the folder is the run's, built by the first file that asks and reused by the rest (compiling
 * all of src takes seconds a file); outside one, each call builds its own.
 */
export async function buildCli(): Promise<CliBuild> {
  const shared = process.env[SHARED_CLI_BUILD_VARIABLE];
  const folder = shared ?? mkdtempSync(join(tmpdir(), 'auth-cli-'));
  if (shared) await buildOnce(shared);
  else await compileServer(folder);
  const entry = join(folder, 'dist', 'cli', 'main.js');
  return {
    run: (args, options = {}) => runNode(entry, args, options.env ?? {}, options.input, options.cwd),
    serviceEntry: join(folder, 'dist', 'main.js'),
    // The run's folder goes when the run ends (the global teardown), not with the first file done with it.
    remove: () => {
      if (!shared) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Builds the shared folder unless it is built; a worker that finds another building it waits for it. */
async function buildOnce(folder: string): Promise<void> {
  const built = join(folder, 'built');
  const building = join(folder, 'building');
  const since = Date.now();
  while (!existsSync(built)) {
    if (claim(building)) {
      try {
        await compileServer(folder);
        writeFileSync(built, '');
      } finally {
        rmSync(building, { recursive: true, force: true });
      }
    } else if (Date.now() - since > SHARED_BUILD_WAIT_MS) {
      throw new Error(`The shared CLI build in ${folder} did not finish; remove the folder's "building" and retry`);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Whether this caller made `lock` (a folder, made atomically), and so builds. */
function claim(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function compileServer(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const name of ['node_modules', 'config']) {
    if (!existsSync(join(folder, name))) symlinkSync(join(ROOT, name), join(folder, name), 'dir');
  }
  const sources = listTypeScript(join(ROOT, 'src'));
  await Promise.all(
    sources.map((source) =>
      compile(source, join(folder, 'dist', relative(join(ROOT, 'src'), source)).replace(/\.ts$/, '.js')),
    ),
  );
}

/**
 * The CLI as `npm run cli` runs it: `dist/cli/main.js` of the server build (`npx nest build`, which the
 * test run's build stage makes); a missing build fails with the fix.
 */
export function builtCli(): Pick<CliBuild, 'run'> {
  const entry = join(ROOT, 'dist', 'cli', 'main.js');
  if (!existsSync(entry)) throw new Error('The server is not built: npx nest build');
  return { run: (args, options = {}) => runNode(entry, args, options.env ?? {}, options.input) };
}

function testPasswordHash(): Record<string, string> {
  const value = process.env[TEST_PASSWORD_HASH_VARIABLE];
  return value === undefined ? {} : { [TEST_PASSWORD_HASH_VARIABLE]: value };
}

function listTypeScript(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listTypeScript(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

async function compile(source: string, target: string): Promise<void> {
  const { code } = await transformFile(source, {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, code);
}

function runNode(
  entry: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
  cwd?: string,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], {
      cwd,
      // The test's password hash cost, so that the CLI and the in-process service verify each other's hashes; a run
      // as production gets none, as production never does (a test of the refusal passes it explicitly).
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'silent',
        ...(env.NODE_ENV === 'production' ? {} : testPasswordHash()),
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { transformFile } from '@swc/core';

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

/**
 * Compiles the server with SWC (as the Jest transform does) into a temporary folder beside links to
 * node_modules and config, so the real CLI runs as a process without touching the shared dist/.
 */
export async function buildCli(): Promise<CliBuild> {
  const folder = mkdtempSync(join(tmpdir(), 'auth-cli-'));
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'config'), join(folder, 'config'), 'dir');
  const sources = listTypeScript(join(ROOT, 'src'));
  await Promise.all(
    sources.map((source) =>
      compile(source, join(folder, 'dist', relative(join(ROOT, 'src'), source)).replace(/\.ts$/, '.js')),
    ),
  );
  const entry = join(folder, 'dist', 'cli', 'main.js');
  return {
    run: (args, options = {}) => runNode(entry, args, options.env ?? {}, options.input, options.cwd),
    serviceEntry: join(folder, 'dist', 'main.js'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
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
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
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

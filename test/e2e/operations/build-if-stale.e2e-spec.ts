import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/create-test-app';

const ROOT = join(__dirname, '..', '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'build-if-stale.mjs');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs node with `args` in `cwd`, with only `env` (and PATH) as environment. */
async function node(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  const run = promisify(execFile)(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? '', ...env } });
  return run
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((failed: { code: number; stdout: string; stderr: string }) => ({
      code: failed.code,
      stdout: failed.stdout,
      stderr: failed.stderr,
    }));
}

/**
 * A checkout in miniature: the script, config/default.json and a source file, its build a node one-liner that
 * writes dist/ and counts itself in builds.log, instead of the real (minute-long) nest build.
 */
function makeCheckout(): string {
  const folder = mkdtempSync(join(tmpdir(), 'auth-build-'));
  mkdirSync(join(folder, 'scripts'));
  cpSync(SCRIPT, join(folder, 'scripts', 'build-if-stale.mjs'));
  cpSync(join(ROOT, 'config'), join(folder, 'config'), { recursive: true });
  mkdirSync(join(folder, 'src'));
  writeFileSync(join(folder, 'src', 'main.ts'), 'export const a = 1;\n');
  writeFileSync(join(folder, 'tsconfig.json'), '{}\n');
  return folder;
}

/** Builds `folder`'s server target if stale, with the stand-in build; whether it built. */
async function buildIfStale(folder: string): Promise<boolean> {
  const build = `require('fs').mkdirSync('dist', { recursive: true }); require('fs').appendFileSync('builds.log', 'build\\n')`;
  const code = `import(${JSON.stringify(join(folder, 'scripts', 'build-if-stale.mjs'))}).then((m) => {
      const target = { ...m.TARGETS.server, build: [process.execPath, ['-e', ${JSON.stringify(build)}]] };
      process.stdout.write(String(m.buildIfStale(process.cwd(), target, 'server')));
    })`;
  const run = await node(['-e', code], folder);
  if (run.code !== 0) throw new Error(run.stderr);
  return run.stdout === 'true';
}

describe('npm start and npm run cli build only when the sources changed', () => {
  let folder: string;

  beforeEach(() => {
    folder = makeCheckout();
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('builds a fresh clone, then skips until a source, a build setting or the lock file changes', async () => {
    const fresh = await buildIfStale(folder);
    const unchanged = await buildIfStale(folder);
    writeFileSync(join(folder, 'src', 'main.ts'), 'export const a = 2;\n');
    const sourceChanged = await buildIfStale(folder);
    writeFileSync(join(folder, 'src', 'main.spec.ts'), 'test\n');
    const testAdded = await buildIfStale(folder);
    writeFileSync(join(folder, 'package-lock.json'), '{}\n');
    const lockChanged = await buildIfStale(folder);
    rmSync(join(folder, 'dist'), { recursive: true });
    const outputRemoved = await buildIfStale(folder);

    expect({ fresh, unchanged, sourceChanged, testAdded, lockChanged, outputRemoved }).toEqual({
      fresh: true,
      unchanged: false,
      sourceChanged: true,
      testAdded: false,
      lockChanged: true,
      outputRemoved: true,
    });
    expect(readFileSync(join(folder, 'builds.log'), 'utf8')).toBe('build\n'.repeat(4));
  });

  it('stops npm start on a taken port with one line, before building or touching dist/', async () => {
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'main.js'), 'running instance\n');
    const before = statSync(join(folder, 'dist', 'main.js')).mtimeMs;
    const port = await freePort();
    const taken = await listenOn(port);
    try {
      const fromEnv = await node([join('scripts', 'build-if-stale.mjs'), '--check-port', '--frontend'], folder, {
        PORT: String(port),
      });
      writeFileSync(join(folder, 'config.json'), JSON.stringify({ port }));
      const fromFile = await node([join('scripts', 'build-if-stale.mjs'), '--check-port'], folder, {
        CONFIG_FILE: join(folder, 'config.json'),
      });

      const line = `Port ${port} is already in use (is another instance running?). Set PORT to another port.\n`;
      expect(fromEnv).toEqual({ code: 1, stdout: '', stderr: line });
      expect(fromFile).toEqual({ code: 1, stdout: '', stderr: line });
      expect(readdirSync(join(folder, 'dist'))).toEqual(['main.js']);
      expect(statSync(join(folder, 'dist', 'main.js')).mtimeMs).toBe(before);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

function listenOn(port: number): Promise<Server> {
  const server = createServer();
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

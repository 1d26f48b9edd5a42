import { ChildProcessWithoutNullStreams, spawn, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Server, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { TEST_PASSWORD_HASH_VARIABLE } from '../../../src/platform/common/crypto/test-password-hash';
import { CliBuild, buildCli } from '../../support/cli';
import { TEST_SECRET, freePort } from '../../support/create-test-app';
import { TEST_POSTGRES_URL, isPostgresRun } from '../../support/test-database';

interface Exit {
  code: number | null;
  lines: string[];
}

/** pino's shape: a level, a time and the message. */
const FATAL_LINE = { level: 60, time: expect.any(Number), msg: expect.any(String) };

let cli: CliBuild;

beforeAll(async () => {
  cli = await buildCli();
  // As after npm run build: the dashboard is there (else its absence is a warning of its own).
  const dashboard = join(dirname(dirname(cli.serviceEntry)), 'frontend', 'dist');
  mkdirSync(dashboard, { recursive: true });
  writeFileSync(join(dashboard, 'index.html'), '<!doctype html>');
});

afterAll(() => cli.remove());

/** The compiled service started as `npm start` starts it, with only `env` as environment. */
function startService(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [cli.serviceEntry], {
    env: { PATH: process.env.PATH ?? '', AUTH_SECRET: TEST_SECRET, ...env },
  });
}

describe('a service that starts', () => {
  it('says where it listens (every interface) apart from BASE_URL, and warns that passkeys refuse an IP address', async () => {
    const port = await freePort();
    const child = startService({
      DATABASE_URL: 'sqlite::memory:',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
    });
    let output = '';
    const listening = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Listening on')) resolve();
      });
      child.on('exit', () => reject(new Error(`the service exited:\n${output}`)));
    });
    try {
      await listening;
    } finally {
      child.kill('SIGINT');
    }
    const messages = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });

    expect(messages).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(
          new RegExp(`^Listening on (\\[::\\]|0\\.0\\.0\\.0):${port}; BASE_URL is http://127\\.0\\.0\\.1:${port} \\(`),
        ),
      }),
    );
    expect(messages).toContainEqual({
      level: 40,
      time: expect.any(Number),
      pid: child.pid,
      hostname: expect.any(String),
      msg: `BASE_URL's host 127.0.0.1 is an IP address: browsers refuse passkeys for an IP address (WebAuthn takes only a domain name as the relying party id), so passkey registration and sign-in will fail. Use a host name such as localhost in BASE_URL (http://localhost:${port}).`,
    });
  });
});

describe('a service that cannot start', () => {
  /** Starts the compiled service with `env` and waits for it to exit (or fails after 20 s), every output line kept. */
  function startExpectingExit(env: Record<string, string>): Promise<Exit> {
    return new Promise((resolve, reject) => {
      const child = startService(env);
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the service did not exit:\n${output}`));
      }, 20_000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, lines: output.split('\n').filter((line) => line !== '') });
      });
    });
  }

  it('says a missing database (or one it cannot open) in one JSON line, with what to do, and exits 1', async () => {
    const name = `nope_${randomBytes(4).toString('hex')}`;
    const missing = new URL(TEST_POSTGRES_URL);
    missing.pathname = `/${name}`;
    const [url, message] = isPostgresRun()
      ? [
          missing.toString(),
          `Cannot start: database "${name}" does not exist: create it (createdb ${name}) or fix DATABASE_URL`,
        ]
      : [
          'sqlite:/dev/null/auth.sqlite',
          'Cannot start: cannot open the SQLite database /dev/null/auth.sqlite (EEXIST): check the path in DATABASE_URL and that its folder is writable',
        ];

    const exit = await startExpectingExit({ DATABASE_URL: url, PORT: String(await freePort()) });

    expect(exit.code).toBe(1);
    expect(exit.lines).toHaveLength(1);
    expect(JSON.parse(exit.lines[0])).toMatchObject({ ...FATAL_LINE, msg: message });
  });

  it('says an unreachable database host in one JSON line, and exits 1', async () => {
    const closedPort = await freePort();

    const exit = await startExpectingExit({
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${closedPort}/auth`,
      PORT: String(await freePort()),
    });

    expect(exit.code).toBe(1);
    expect(exit.lines).toHaveLength(1);
    expect(JSON.parse(exit.lines[0])).toMatchObject({
      ...FATAL_LINE,
      msg: `Cannot start: cannot reach PostgreSQL at 127.0.0.1:${closedPort} (connection refused): start it, or fix the host and port in DATABASE_URL`,
    });
    expect(exit.lines[0]).not.toContain('secret');
  });

  it('says a taken port in one JSON line, before connecting to anything, and exits 1', async () => {
    const port = await freePort();
    const taken = await listenOn(port);
    try {
      const exit = await startExpectingExit({ DATABASE_URL: 'sqlite::memory:', PORT: String(port) });

      expect(exit.code).toBe(1);
      expect(exit.lines).toHaveLength(1);
      expect(JSON.parse(exit.lines[0])).toMatchObject({
        ...FATAL_LINE,
        msg: `Port ${port} is already in use (is another instance running?). Set PORT to another port.`,
      });
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("refuses the tests' cheap password hash in production, service and CLI alike, in one JSON line, and exits 1", async () => {
    const env = {
      [TEST_PASSWORD_HASH_VARIABLE]: '1',
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite::memory:',
      PORT: String(await freePort()),
    };
    const refusal = {
      ...FATAL_LINE,
      msg: `Cannot start: ${TEST_PASSWORD_HASH_VARIABLE} is set, which only the test suite sets (a cheap password hash), and NODE_ENV is production. Remove ${TEST_PASSWORD_HASH_VARIABLE} from the environment.`,
    };

    const service = await startExpectingExit(env);
    const command = await cli.run(['list-users'], { env: { ...env, AUTH_SECRET: TEST_SECRET } });

    expect(service.code).toBe(1);
    expect(service.lines).toHaveLength(1);
    expect(JSON.parse(service.lines[0])).toMatchObject(refusal);
    expect(command).toMatchObject({ code: 1, stdout: '' });
    expect(command.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(command.stderr)).toMatchObject(refusal);
  });

  it('the CLI says a missing or unreachable database in one line, and exits 1', async () => {
    const closedPort = await freePort();

    const run = await cli.run(['list-users'], {
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/auth`, AUTH_SECRET: TEST_SECRET },
    });

    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `error: cannot reach PostgreSQL at 127.0.0.1:${closedPort} (connection refused): start it, or fix the host and port in DATABASE_URL\n`,
    });
  });
});

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

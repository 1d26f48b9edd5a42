import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { waitUntilAnswered } from '../support/balancer.mjs';
import { freePort } from '../support/create-test-app';
import { PASSWORD, uniqueEmail } from '../support/factories';

const ROOT = join(__dirname, '..', '..');
const NOBODY = 65534;
const SQLITE_ADDON = join('node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');
/** As root (CI), the service runs as nobody; as anyone else, as that user. */
const AS_NOBODY = process.getuid?.() === 0;
const unprivileged = (command: string[]) =>
  AS_NOBODY ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', ...command] : command;

jest.setTimeout(240_000);

/**
 * What the Dockerfile does, on this machine: scripts/release.sh makes a release folder from the
 * built checkout and installs only the runtime dependencies there; the service then starts from it
 * with scripts/start.sh, as an unprivileged user, in a working folder of its own.
 */
describe('a release folder', () => {
  let folder: string;
  let release: string;
  let service: ChildProcess;
  let url: string;
  let options: { cwd: string; env: Record<string, string> };
  let stderr = '';

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'auth-release-'));
    chmodSync(folder, 0o755);
    release = join(folder, 'app');
    // Scripts stay off: sqlite3's would compile its addon from source (minutes here, as its prebuilt
    // binary cannot be downloaded); the checkout's install built that addon from the same lockfile.
    await promisify(execFile)('bash', [join(ROOT, 'scripts', 'release.sh'), release, '--install'], {
      env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_ignore_scripts: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    });
    mkdirSync(join(release, SQLITE_ADDON, '..'), { recursive: true });
    copyFileSync(join(ROOT, SQLITE_ADDON), join(release, SQLITE_ADDON));

    const data = join(folder, 'data');
    mkdirSync(data);
    if (AS_NOBODY) chownSync(data, NOBODY, NOBODY);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    options = {
      cwd: data,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: data,
        NODE_ENV: 'production',
        PORT: String(port),
        BASE_URL: url,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: 'log',
        LOG_LEVEL: 'warn',
      },
    };
    const [command, ...args] = unprivileged(['sh', join(release, 'scripts', 'start.sh')]);
    service = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    service.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitUntilAnswered(
      `${url}/health/ready`,
      () => service.exitCode !== null,
      () => `the release did not start:\n${stderr}`,
    );
  });

  afterAll(async () => {
    if (service?.exitCode === null) {
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('holds the runtime dependencies only', () => {
    expect(existsSync(join(release, 'node_modules', '@nestjs', 'core'))).toBe(true);
    for (const devOnly of ['jest', '@nestjs/cli', 'eslint', 'react', 'vite'])
      expect(existsSync(join(release, 'node_modules', devOnly))).toBe(false);
    expect(existsSync(join(release, 'src'))).toBe(false);
  });

  it('runs as an unprivileged user, node started with package.json’s flags', () => {
    const status = readFileSync(`/proc/${service.pid}/status`, 'utf8');
    const commandLine = readFileSync(`/proc/${service.pid}/cmdline`, 'utf8').split('\0').slice(0, -1);
    const { nodeFlags } = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson).config;

    if (AS_NOBODY) expect(status).toMatch(new RegExp(`^Uid:\\s+${NOBODY}\\s`, 'm'));
    expect(commandLine).toEqual([
      expect.stringMatching(/node$/),
      ...nodeFlags.split(' '),
      join(release, 'dist', 'main.js'),
    ]);
  });

  it('is ready, signs a user up over HTTP and serves the dashboard', async () => {
    const ready = await fetch(`${url}/health/ready`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up' },
    });

    const email = uniqueEmail();
    const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, name: 'Released' }),
    });
    expect(signUp.status).toBe(200);
    expect(((await signUp.json()) as { user: { email: string } }).user.email).toBe(email);
    expect(signUp.headers.get('set-cookie')).toMatch(/better-auth\.session_token=/);

    const dashboard = await fetch(`${url}/`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toBe(readFileSync(join(release, 'frontend', 'dist', 'index.html'), 'utf8'));
  });

  it('runs the command line without a build', async () => {
    const [command, ...args] = unprivileged([process.execPath, join(release, 'dist', 'cli', 'main.js'), 'config']);

    const { stdout } = await promisify(execFile)(command, args, options);

    expect(stdout).toMatch(/^databaseUrl +"sqlite:data\/auth\.sqlite" {2}\(default\)$/m);
    expect(stdout).toMatch(/^secret +"\*\*\*\*" {2}\(environment \(AUTH_SECRET\)\)$/m);
  });
});

interface PackageJson {
  config: { nodeFlags: string };
}

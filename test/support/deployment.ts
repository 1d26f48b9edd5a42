import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { waitUntilAnswered } from './balancer.mjs';
import { freePort } from './create-test-app';

const ROOT = join(__dirname, '..', '..');
const SERVER = join(ROOT, 'dist', 'main.js');
const START_CONFIG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).config as {
  nodeFlags: string;
  glibcTunables: string;
};

/** The flags `npm start` gives node (package.json's `config.nodeFlags`), so instances run as deployed. */
export const START_NODE_FLAGS = START_CONFIG.nodeFlags.split(' ').filter(Boolean);

/** One instance of the built service, a process of its own on a loopback port. */
export interface ServiceProcess {
  port: number;
  pid: number;
  url: string;
  /** SIGTERM, then the exit code once it has shut down. */
  stop(): Promise<number | null>;
  /** What it wrote to stderr, for a failing test's message. */
  output(): string;
  /** What it wrote to stdout: its JSON log lines. */
  logs(): string;
}

function serverEntry(): string {
  if (!existsSync(SERVER)) throw new Error(`The server is not built (${SERVER} is missing): npx nest build`);
  return SERVER;
}

/**
 * Starts `node [nodeFlags] dist/main.js` with `env` on `port`, as `npm start` starts it unless other
 * flags are given, and waits until /health/ready answers 200.
 */
export async function startService(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = START_NODE_FLAGS,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [...nodeFlags, serverEntry()], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      GLIBC_TUNABLES: START_CONFIG.glibcTunables,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const service: ServiceProcess = {
    port,
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    output: () => stderr,
    logs: () => stdout,
  };
  await waitUntilAnswered(
    `${service.url}/health/ready`,
    () => child.exitCode !== null,
    () => `instance on ${port} did not become ready:\n${stderr}`,
  );
  return service;
}

/** One production instance on its own free port and `databaseUrl`, with `env` added and `nodeFlags` given to node. */
export async function startLoneService(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeFlags: string[] = START_NODE_FLAGS,
): Promise<ServiceProcess> {
  const port = await freePort();
  return startService(
    port,
    {
      NODE_ENV: 'production',
      SMTP_URL: 'log',
      BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    nodeFlags,
  );
}

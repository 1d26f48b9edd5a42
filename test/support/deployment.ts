import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SERVER = join(ROOT, 'dist', 'main.js');
const READY_TIMEOUT_MS = 30_000;

/** One instance of the built service, a process of its own on a loopback port. */
export interface ServiceProcess {
  port: number;
  url: string;
  /** SIGTERM, then the exit code once it has shut down. */
  stop(): Promise<number | null>;
  /** What it wrote to stderr, for a failing test's message. */
  output(): string;
}

export function serverEntry(): string {
  if (!existsSync(SERVER)) throw new Error(`The server is not built (${SERVER} is missing): npx nest build`);
  return SERVER;
}

/** Starts `node dist/main.js` with `env` on `port` and waits until /health/ready answers 200. */
export async function startService(port: number, env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const service: ServiceProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    output: () => stderr,
  };
  await waitUntil(`${service.url}/health/ready`, () => child.exitCode !== null, () => `instance on ${port} did not become ready:\n${stderr}`);
  return service;
}

/** nginx on a loopback port, balancing round-robin over the instances' ports. */
export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts Debian's nginx in front of `upstreamPorts`. A request that cannot reach an instance (it
 * is restarting) goes to the next one: nothing was processed there, so even a POST is safe to retry.
 */
export async function startBalancer(port: number, upstreamPorts: number[]): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), 'auth-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreamPorts));
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`${url}/health/live`, () => child.exitCode !== null, () => `nginx did not start:\n${stderr}`);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function nginxConfig(dir: string, port: number, upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name === 'client_body' ? 'body' : name)};`;
  return `
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream auth {
    ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://auth;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries ${upstreamPorts.length};
    }
  }
}
`;
}

async function waitUntil(url: string, hasDied: () => boolean, describe: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !hasDied()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(describe());
}

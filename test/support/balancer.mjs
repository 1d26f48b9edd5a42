// nginx in front of service instances, for the scale-out suite and the scale-out benchmark.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TEMP_PATHS = { client_body: 'body', proxy: 'proxy', fastcgi: 'fastcgi', uwsgi: 'uwsgi', scgi: 'scgi' };

/**
 * Starts Debian's nginx on a loopback `port`, balancing round-robin over `upstreamPorts`, and waits
 * until it answers. A request that cannot reach an instance (it is restarting) goes to the next one:
 * nothing was processed there, so even a POST is safe to retry. With `bindAddress`, nginx connects to
 * the instances from that loopback address, so they can trust it alone as their proxy.
 */
export async function startBalancer(port, upstreamPorts, { bindAddress } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'auth-nginx-'));
  for (const temp of Object.values(TEMP_PATHS)) mkdirSync(join(dir, temp));
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreamPorts, bindAddress));
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswered(
    `${url}/health/live`,
    () => child.exitCode !== null,
    () => `nginx did not start:\n${stderr}`,
  );
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function nginxConfig(dir, port, upstreamPorts, bindAddress) {
  const temps = Object.entries(TEMP_PATHS).map(([name, folder]) => `${name}_temp_path ${join(dir, folder)};`);
  return `
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  ${temps.join('\n  ')}
  upstream auth {
    ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n    ')}
    # Reused connections to the instances; closed before Node's own 5 s keep-alive timeout would.
    keepalive 64;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    # A load generator's few connections each carry tens of thousands of requests. nginx would close
    # each after 1,000, and a request the client has already sent on one being closed fails with it.
    keepalive_requests 1000000;
    location / {
      proxy_pass http://auth;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      ${bindAddress ? `proxy_bind ${bindAddress};` : ''}
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries ${upstreamPorts.length};
    }
  }
}
`;
}

/** Polls `url` until it answers 2xx; throws `describe()` when `hasDied()` or after 30 s. */
export async function waitUntilAnswered(url, hasDied, describe) {
  const deadline = Date.now() + 30_000;
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

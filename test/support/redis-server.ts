import { ChildProcess, spawn } from 'node:child_process';

/** A Redis of a test's own on `port`, which the test stops and starts as it likes. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'pipe' },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return server;
}

export async function stopRedis(server: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  await exited;
}

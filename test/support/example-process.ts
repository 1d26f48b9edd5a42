import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './create-test-app';

const EXAMPLES = join(__dirname, '..', '..', 'examples');

export interface ExampleProcess {
  url: string;
  stop(): Promise<void>;
}

/** Runs `examples/<path>` with node as its README says, on a free port, and waits until it answers. */
export async function startExample(path: string, env: Record<string, string>): Promise<ExampleProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(EXAMPLES, path)], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${path} did not listen:\n${output}`);
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { CliError, EXIT } from './cli-errors';

/**
 * The password for a new account: asked twice, unechoed, on a terminal; otherwise (or with `fromStdin`,
 * `--password-stdin`) the first line of standard input, so scripts can pipe it in without it showing in the
 * process list.
 */
export async function readPassword({ fromStdin = false }: { fromStdin?: boolean } = {}): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) return firstLine(await readAll(process.stdin));
  const password = await ask('Password: ');
  if ((await ask('Repeat the password: ')) !== password) throw new CliError('The passwords do not match', EXIT.USAGE);
  return password;
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function firstLine(text: string): string {
  const line = text.split(/\r?\n/)[0];
  if (!line) throw new CliError('No password on standard input', EXIT.USAGE);
  return line;
}

function ask(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  // The typed characters are not echoed; only the line end is.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) =>
    reader.question('', (answer) => {
      reader.close();
      process.stderr.write('\n');
      resolve(answer);
    }),
  );
}
